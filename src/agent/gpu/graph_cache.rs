//! The CUDA graphs a thread has captured, by key (a network and a batch size): made once, a
//! failed capture remembered as failed (so it is not tried again at every step, and said
//! once), the oldest forgotten when the cache is full. Kept apart from the captures so that
//! it is tested without a GPU.

#![cfg_attr(not(feature = "cuda"), allow(dead_code))]

/// Values by key, at most `capacity` of them.
pub struct GraphCache<K, V> {
    entries: Vec<(K, Option<V>)>,
    capacity: usize,
}

impl<K: PartialEq + Clone, V> GraphCache<K, V> {
    /// An empty cache of at most `capacity` entries (at least one).
    pub fn new(capacity: usize) -> Self {
        Self {
            entries: Vec::new(),
            capacity: capacity.max(1),
        }
    }

    /// The value of `key`, made with `make` the first time it is asked for. A failed making
    /// is kept as such: its error comes back this once, and later calls get `None` without
    /// trying again.
    pub fn get_or_make<E>(
        &mut self,
        key: &K,
        make: impl FnOnce() -> Result<V, E>,
    ) -> (Option<&V>, Option<E>) {
        if let Some(i) = self.entries.iter().position(|(k, _)| k == key) {
            return (self.entries[i].1.as_ref(), None);
        }
        if self.entries.len() == self.capacity {
            self.entries.remove(0);
        }
        let (value, error) = match make() {
            Ok(v) => (Some(v), None),
            Err(e) => (None, Some(e)),
        };
        self.entries.push((key.clone(), value));
        (self.entries.last().and_then(|(_, v)| v.as_ref()), error)
    }

    /// The entry of `key`: `None` when it was never made, `Some(None)` when its making failed.
    pub fn lookup(&self, key: &K) -> Option<Option<&V>> {
        self.entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_ref())
    }

    /// Entries held (made or failed).
    #[cfg(test)]
    fn len(&self) -> usize {
        self.entries.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_made_once_a_failure_is_said_once_and_the_oldest_goes_first() {
        let mut cache: GraphCache<(u32, usize), String> = GraphCache::new(2);
        let made = std::cell::Cell::new(0);
        let make = |v: &str| {
            made.set(made.get() + 1);
            Ok::<_, String>(v.to_string())
        };
        assert_eq!(
            cache.get_or_make(&(1, 1), || make("a")).0.cloned(),
            Some("a".into())
        );
        assert_eq!(
            cache.get_or_make(&(1, 1), || make("b")).0.cloned(),
            Some("a".into())
        );
        assert_eq!(made.get(), 1, "made once");
        assert_eq!(cache.lookup(&(1, 1)), Some(Some(&"a".to_string())));
        assert_eq!(cache.lookup(&(9, 9)), None);
        let (v, e) = cache.get_or_make(&(2, 1), || Err::<String, _>("no graph".to_string()));
        assert_eq!((v, e.as_deref()), (None, Some("no graph")));
        let (v, e) = cache.get_or_make(&(2, 1), || -> Result<String, String> {
            panic!("a failed key is not tried again")
        });
        assert_eq!((v, e), (None, None));
        assert_eq!(cache.lookup(&(2, 1)), Some(None), "a failure is remembered");
        assert_eq!(cache.len(), 2);
        // Full: the oldest, (1, 1), goes; made again when asked for.
        cache.get_or_make(&(3, 4), || make("c"));
        assert_eq!(cache.len(), 2);
        assert_eq!(
            cache.get_or_make(&(1, 1), || make("d")).0.cloned(),
            Some("d".into())
        );
        assert_eq!(made.get(), 3);
    }
}
