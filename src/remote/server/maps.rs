//! Saliency maps for the viewers who ask for them: each viewer's wish (`Maps` from the
//! binary protocol or the page), what the trainer is told to make, and who is sent them.
//!
//! The trainer makes maps only while a viewer holding the token wants them, made as the last
//! such viewer to ask chose (its method and rate); a read-only viewer's wish is kept but
//! starts nothing, so a peer without the token can never make the trainer's host work. Every
//! viewer that wants maps (read-only or not) is sent the newest, replacing one it has not
//! been sent yet; a viewer that does not want them is sent none and costs nothing.

use super::backlog::Bytes;
use super::shared::{Shared, Viewer};
use crate::protocol::{SaliencySettings, TrainerCommand};
use std::sync::Arc;

/// What the trainer should make for `viewers`, `latest` being a token holder's wish just now
/// (it wins): that wish, else the wish of the newest token holder that wants maps, else none.
pub(super) fn asked(
    viewers: &[Viewer],
    latest: Option<SaliencySettings>,
) -> Option<SaliencySettings> {
    latest.or_else(|| {
        viewers
            .iter()
            .filter(|v| !v.read_only)
            .filter_map(|v| v.maps_wanted)
            .next_back()
    })
}

impl Shared {
    /// Viewer `id` of side `side` wants maps made so (`None`: no more). The trainer is told
    /// when what it should make changes.
    pub(super) fn want_maps(&self, side: usize, id: u64, wish: Option<SaliencySettings>) {
        let Some(side) = self.sides.get(side) else {
            return;
        };
        let Ok(mut s) = side.state.lock() else {
            return;
        };
        let wish = wish.map(SaliencySettings::clamped);
        let mut holder = false;
        for v in s.viewers.iter_mut().filter(|v| v.id == id) {
            v.maps_wanted = wish;
            holder = !v.read_only;
        }
        let now = asked(&s.viewers, wish.filter(|_| holder));
        if now != s.maps_asked {
            s.maps_asked = now;
            let _ = side.commands.try_send(TrainerCommand::Saliency(now));
        }
    }
}

/// Viewer `id` leaves (its session ended): its seat goes, and the trainer stops making maps
/// nobody holding the token wants any more.
pub(super) fn leave(shared: &Shared, id: u64) {
    shared.remove(id);
    for side in &shared.sides {
        let Ok(mut s) = side.state.lock() else {
            continue;
        };
        let now = asked(&s.viewers, None);
        if now != s.maps_asked {
            s.maps_asked = now;
            let _ = side.commands.try_send(TrainerCommand::Saliency(now));
        }
    }
}

/// Offers `maps` (an encoded `Saliency` event) to every viewer that wants them: each keeps
/// only the newest it has not sent yet.
pub(super) fn offer(viewers: &[Viewer], maps: &Bytes) {
    for v in viewers.iter().filter(|v| v.maps_wanted.is_some()) {
        if let Ok(mut slot) = v.maps.lock() {
            *slot = Some(Arc::clone(maps));
        }
    }
}
