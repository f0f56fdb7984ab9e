//! The live saliency maps of the screens sent to viewers (`trainer::maps`): a job for the map
//! worker when maps are on and one is due, and the worker's results logged and sent on.

use super::Run;
use crate::agent::QNetwork;
use crate::logging::ScalarLog;
use crate::protocol::{Actor, TrainerEvent};
use crate::trainer::maps::{Job, MapMaker, TeacherPart, Weights};
use crate::trainer::Sink;
use std::path::Path;

/// What is behind a screen sent to viewers: environment 0's observation and the networks
/// whose maps it gets.
pub(super) struct Behind<'a> {
    /// The observation (4 x 84 x 84 bytes).
    pub(super) obs: &'a [u8],
    /// The student, when it has a network.
    pub(super) student: Option<&'a QNetwork>,
    /// The teacher, when the run has one.
    pub(super) teacher: Option<&'a QNetwork>,
}

impl Run<'_> {
    /// Offers the screen just sent (`rgb`, played by `actor` at `global_step`) to the map
    /// worker, when maps are on and one is due. Copies the student's weights (and the
    /// teacher's, once) to the CPU; never waits for the worker.
    pub(super) fn offer_maps(
        &mut self,
        rgb: &[u8],
        actor: Actor,
        global_step: u64,
        behind: Behind<'_>,
    ) {
        let temperature = self.state.live.temperature;
        offer(
            &mut self.maps,
            self.sink,
            temperature,
            (rgb, actor, global_step),
            behind,
        );
    }

    /// Logs the agreement of the maps the worker finished and sends them on.
    pub(super) fn deliver_maps(&mut self) {
        deliver(&mut self.maps, self.sink, &mut self.log, &self.run_dir);
    }
}

/// [`Run::offer_maps`], for whoever holds the run's map maker and sink (an evaluation's
/// hooks too).
pub(super) fn offer(
    maps: &mut MapMaker,
    sink: &mut Sink,
    temperature: f64,
    (rgb, actor, global_step): (&[u8], Actor, u64),
    behind: Behind<'_>,
) {
    let Some(settings) = maps.settings().filter(|_| maps.due()) else {
        return;
    };
    if behind.student.is_none() && behind.teacher.is_none() {
        return;
    }
    let copied = (|| -> candle_core::Result<(Option<Weights>, TeacherPart)> {
        let student = behind.student.map(Weights::of).transpose()?;
        let teacher = match behind.teacher {
            None => TeacherPart::None,
            Some(t) if maps.needs_teacher() => TeacherPart::New(Weights::of(t)?),
            Some(_) => TeacherPart::Same,
        };
        Ok((student, teacher))
    })();
    let (student, teacher) = match copied {
        Ok(c) => c,
        Err(e) => {
            return off(
                maps,
                sink,
                format!("cannot copy the networks' weights: {e}"),
            )
        }
    };
    let job = Job {
        obs: behind.obs.to_vec(),
        rgb: rgb.to_vec(),
        global_step,
        actor,
        student,
        teacher,
        method: settings.method,
        temperature,
    };
    if let Err(e) = maps.offer(job) {
        off(
            maps,
            sink,
            format!("cannot start the map worker's thread: {e}"),
        );
    }
}

/// [`Run::deliver_maps`]: each finished pair's agreement goes to the run's logs (a failed
/// write is said, as the run's other scalars' are) and the pair to its viewers.
pub(super) fn deliver(maps: &mut MapMaker, sink: &mut Sink, log: &mut ScalarLog, run_dir: &Path) {
    while let Some(result) = maps.take() {
        match result {
            Ok(frame) => {
                if let Some(a) = frame.agreement {
                    let step = frame.global_step;
                    let mut rows = vec![("saliency/top_overlap", a.top_overlap, step)];
                    if a.rank_correlation.is_finite() {
                        rows.push(("saliency/rank_correlation", a.rank_correlation, step));
                    }
                    if let Err(e) = log.scalars(&rows) {
                        sink.send(TrainerEvent::Warning(format!(
                            "could not write saliency/top_overlap to the logs in {}: {e}",
                            run_dir.display()
                        )));
                    }
                }
                sink.send(TrainerEvent::Saliency(Box::new(frame)));
            }
            Err(e) => off(maps, sink, e.to_string()),
        }
    }
}

/// Turns the maps off, saying why.
fn off(maps: &mut MapMaker, sink: &mut Sink, why: String) {
    maps.set(None);
    sink.send(TrainerEvent::Warning(format!(
        "saliency maps are off: {why}"
    )));
}
