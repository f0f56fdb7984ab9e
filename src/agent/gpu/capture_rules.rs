//! What work captured as a CUDA graph must not do, watched on the host while it is captured
//! (candle's per-thread counters, which count the same on every device): make a tensor from
//! host data (the graph would replay the upload's first values at every launch), read a
//! tensor back to the host (a graph cannot wait for the host), keep a tensor it made (the
//! graph frees at its next launch the memory it allocated, so the tensor would point at freed
//! memory), or drop a tensor made before it (memory made before a capture must not be freed
//! inside it). A capture that broke a rule is thrown away and its work runs without a graph.

/// The counters when the watch began.
#[derive(Debug)]
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
pub struct Watch {
    uploads: u64,
    reads: u64,
    alive: i64,
}

#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
impl Watch {
    /// Begins watching this thread's work (this thread's tensors made so far become the
    /// older ones).
    pub fn start() -> Self {
        candle_core::mark_tensors();
        Self {
            uploads: candle_core::host_uploads(),
            reads: candle_core::host_reads(),
            alive: candle_core::tensors_alive(),
        }
    }

    /// The rules this thread's work broke since [`Watch::start`], in words; `None` when it
    /// broke none.
    pub fn broken_rules(&self) -> Option<String> {
        let uploads = candle_core::host_uploads() - self.uploads;
        let reads = candle_core::host_reads() - self.reads;
        let older = candle_core::older_tensors_dropped();
        // The live count lost one for each older tensor dropped: those made inside and alive
        // are the rest.
        let kept = candle_core::tensors_alive() - self.alive + older as i64;
        let mut broken = Vec::new();
        if uploads > 0 {
            broken.push(format!(
                "made {uploads} tensor(s) from host data (a graph would replay their first \
                 values)"
            ));
        }
        if reads > 0 {
            broken.push(format!("read {reads} tensor(s) back to the host"));
        }
        if kept > 0 {
            broken.push(format!(
                "kept {kept} tensor(s) it made (a graph frees their memory at its next launch)"
            ));
        }
        if older > 0 {
            broken.push(format!(
                "dropped {older} tensor(s) made before it (their memory must not be freed \
                 inside a graph)"
            ));
        }
        (!broken.is_empty()).then(|| broken.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::Watch;
    use candle_core::{Device, Tensor};

    #[test]
    fn work_that_keeps_the_rules_breaks_none() {
        let old = Tensor::zeros(4, candle_core::DType::F32, &Device::Cpu).unwrap();
        let watch = Watch::start();
        let made = (old.affine(2.0, 1.0).unwrap() + &old).unwrap();
        old.slice_set(&made, 0, 0).unwrap();
        drop(made);
        assert_eq!(watch.broken_rules(), None);
    }

    #[test]
    fn each_broken_rule_is_named_with_its_count() {
        let old = Tensor::zeros(4, candle_core::DType::F32, &Device::Cpu).unwrap();
        let older = Tensor::ones(4, candle_core::DType::F32, &Device::Cpu).unwrap();
        let watch = Watch::start();
        let a = Tensor::new(&[1f32, 2., 3., 4.], &Device::Cpu).unwrap();
        let b = Tensor::from_vec(vec![0f32; 4], 4, &Device::Cpu).unwrap();
        old.to_vec1::<f32>().unwrap();
        let kept = (&a + &b).unwrap();
        drop(older);
        let why = watch.broken_rules().unwrap();
        // `a` and `b` are kept too: three tensors made and alive.
        assert_eq!(
            why,
            "made 2 tensor(s) from host data (a graph would replay their first values), read 1 \
             tensor(s) back to the host, kept 3 tensor(s) it made (a graph frees their memory \
             at its next launch), dropped 1 tensor(s) made before it (their memory must not \
             be freed inside a graph)"
        );
        drop((a, b, kept));
        // Once the tensors it made are gone, only the uploads, the read and the drop remain.
        let why = watch.broken_rules().unwrap();
        assert!(!why.contains("kept"), "{why}");
    }

    /// A tensor made on another thread before the watch (a parameter made where the run
    /// began, its update captured on a pool's thread) is older, and dropping it is said.
    #[test]
    fn a_tensor_made_on_another_thread_before_the_watch_is_older() {
        // The thread that makes it has made others before; the one that drops it, none.
        let earlier: Vec<Tensor> = (0..3)
            .map(|_| Tensor::zeros(4, candle_core::DType::F32, &Device::Cpu).unwrap())
            .collect();
        let made_elsewhere = Tensor::zeros(4, candle_core::DType::F32, &Device::Cpu).unwrap();
        let why = std::thread::spawn(move || {
            let watch = Watch::start();
            drop(made_elsewhere);
            watch.broken_rules()
        })
        .join()
        .unwrap();
        drop(earlier);
        assert_eq!(
            why.as_deref(),
            Some(
                "dropped 1 tensor(s) made before it (their memory must not be freed inside a \
                 graph)"
            )
        );
    }
}
