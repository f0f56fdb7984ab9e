//! The live saliency maps, made off the training thread: the trainer hands a worker thread
//! the observation behind a screen it sent to its viewers, with CPU copies of the networks'
//! weights, at most at the rate the viewer set; the worker makes the student's and the
//! teacher's maps (`crate::saliency`) on its own one-thread pool, on the CPU whatever device
//! trains, and the trainer picks the result up between steps. The trainer never waits for it:
//! while a map is being made, later screens get none.
//!
//! The worker keeps to a budget of [`BUDGET`] of one core: after maps that took `t`, the next
//! job waits at least `t / BUDGET - t`. Gradient maps of an IMPALA student and a Nature
//! teacher (about 20 ms on one core) then come at the rate asked for, up to about 5 a second;
//! perturbation maps (about a second) one every ten seconds or so.

use crate::agent::{Arch, QNetwork};
use crate::protocol::{
    Actor, Agreement, SaliencyFrame, SaliencyMethod, SaliencySettings, TOP_SHARE,
};
use crate::saliency::{
    gradient_map, perturbation_map, rank_correlation, top_overlap, Map, Perturbation,
    SaliencyError, Target,
};
use candle_core::{Device, Tensor};
use crossbeam_channel::{bounded, Receiver, Sender, TryRecvError};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The share of one core the map worker may use.
pub const BUDGET: f64 = 0.1;

/// A network's weights, copied to the CPU (the worker's networks load them).
pub struct Weights {
    arch: Arch,
    num_actions: usize,
    tensors: HashMap<String, Tensor>,
}

impl Weights {
    /// A copy of `net`'s weights on the CPU (a copy: training goes on changing `net`).
    pub fn of(net: &QNetwork) -> candle_core::Result<Self> {
        let tensors = net
            .state_dict()?
            .into_iter()
            .map(|(k, t)| Ok((k, t.to_device(&Device::Cpu)?)))
            .collect::<candle_core::Result<_>>()?;
        Ok(Self {
            arch: net.arch(),
            num_actions: net.num_actions(),
            tensors,
        })
    }

    /// `net` holding these weights: loaded into it when it has the same shape, else a new
    /// network.
    fn into_network(self, net: &mut Option<QNetwork>) -> Result<(), SaliencyError> {
        if let Some(n) = net
            .as_ref()
            .filter(|n| (n.arch(), n.num_actions()) == (self.arch, self.num_actions))
        {
            return n.load(&self.tensors).map_err(weights_error);
        }
        *net = Some(
            QNetwork::from_tensors(self.arch, self.num_actions, &self.tensors, &Device::Cpu)
                .map_err(weights_error)?,
        );
        Ok(())
    }
}

fn weights_error(e: crate::agent::WeightsError) -> SaliencyError {
    SaliencyError::Network(candle_core::Error::Msg(e.to_string()))
}

/// The teacher's part of a job: the worker keeps the teacher's network from the first job
/// that brings it.
pub enum TeacherPart {
    /// No teacher map for this screen.
    None,
    /// The teacher the worker has.
    Same,
    /// A (new) teacher.
    New(Weights),
}

/// One screen to make maps of.
pub struct Job {
    /// Environment 0's observation behind the screen (4 x 84 x 84 bytes).
    pub obs: Vec<u8>,
    /// The screen, RGB 210 x 160 x 3.
    pub rgb: Vec<u8>,
    /// Its global step.
    pub global_step: u64,
    /// Who played it.
    pub actor: Actor,
    /// The student's weights now (`None`: no student map).
    pub student: Option<Weights>,
    /// The teacher.
    pub teacher: TeacherPart,
    /// How.
    pub method: SaliencyMethod,
    /// The run's temperature (perturbations measure the policy at it).
    pub temperature: f64,
}

/// What the worker sends back for a job.
type MapResult = Result<SaliencyFrame, SaliencyError>;

/// The trainer's side of the map worker: what the viewer asked for, when the next map is
/// due, and the worker (started the first time maps are turned on).
#[derive(Default)]
pub struct MapMaker {
    settings: Option<SaliencySettings>,
    worker: Option<(Sender<Job>, Receiver<MapResult>)>,
    in_flight: bool,
    next_due: Option<Instant>,
    teacher_sent: bool,
}

impl MapMaker {
    /// Maps with `settings` from now on (`None`: no more maps).
    pub fn set(&mut self, settings: Option<SaliencySettings>) {
        self.settings = settings.map(SaliencySettings::clamped);
        self.next_due = None;
    }

    /// The settings in force.
    pub fn settings(&self) -> Option<SaliencySettings> {
        self.settings
    }

    /// Whether a screen sent now should get maps: maps are on, the worker is free, and the
    /// rate and the budget allow one.
    pub fn due(&self) -> bool {
        self.settings.is_some()
            && !self.in_flight
            && self.next_due.is_none_or(|t| Instant::now() >= t)
    }

    /// Whether the worker must be sent the teacher's weights with the next job.
    pub fn needs_teacher(&self) -> bool {
        !self.teacher_sent
    }

    /// Hands `job` to the worker (starting it if need be); an error only if the OS refused
    /// the thread. Does nothing while maps are off or not due.
    pub fn offer(&mut self, job: Job) -> std::io::Result<()> {
        let Some(settings) = self.settings.filter(|_| self.due()) else {
            return Ok(());
        };
        if self.worker.is_none() {
            let (jobs, inbox) = bounded(1);
            let (outbox, results) = bounded(2);
            std::thread::Builder::new()
                .name("saliency".into())
                .spawn(move || work(inbox, outbox))?;
            self.worker = Some((jobs, results));
        }
        let Some((jobs, _)) = &self.worker else {
            return Ok(());
        };
        if matches!(job.teacher, TeacherPart::New(_)) {
            self.teacher_sent = true;
        }
        if jobs.try_send(job).is_ok() {
            self.in_flight = true;
            self.next_due =
                Some(Instant::now() + Duration::from_secs_f64(1.0 / settings.per_second));
        }
        Ok(())
    }

    /// The maps the worker finished since the last call, if any (never waits). A result that
    /// arrives after maps were turned off is dropped.
    pub fn take(&mut self) -> Option<MapResult> {
        let (_, results) = self.worker.as_ref()?;
        let result = match results.try_recv() {
            Ok(r) => r,
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => {
                self.worker = None;
                self.in_flight = false;
                self.teacher_sent = false;
                return Some(Err(SaliencyError::Network(candle_core::Error::Msg(
                    "the map worker ended".into(),
                ))));
            }
        };
        self.in_flight = false;
        if let Ok(frame) = &result {
            let earliest = Instant::now() + rest_after(frame.ms);
            self.next_due = Some(self.next_due.map_or(earliest, |t| t.max(earliest)));
        }
        self.settings?;
        Some(result)
    }
}

/// How long the worker rests after maps that took `ms` milliseconds: (1 / [`BUDGET`] - 1)
/// times as long, so that it works [`BUDGET`] of the time at most.
pub fn rest_after(ms: f64) -> Duration {
    Duration::from_secs_f64((ms.max(0.0) / 1000.0 * (1.0 / BUDGET - 1.0)).min(3600.0))
}

/// The worker: a job at a time until the trainer's side goes away.
fn work(jobs: Receiver<Job>, results: Sender<MapResult>) {
    // Its own pool of one thread: the convolutions and matrix products run there, not on the
    // trainer's threads.
    let pool = crate::platform::threads::own_pool("saliency-pool", Some(1)).ok();
    let mut nets: (Option<QNetwork>, Option<QNetwork>) = (None, None);
    for job in jobs.iter() {
        let result = match &pool {
            Some(p) => p.install(|| make(job, &mut nets)),
            None => make(job, &mut nets),
        };
        if results.send(result).is_err() {
            return;
        }
    }
}

/// The maps of one job.
fn make(
    job: Job,
    (student_net, teacher_net): &mut (Option<QNetwork>, Option<QNetwork>),
) -> Result<SaliencyFrame, SaliencyError> {
    let started = Instant::now();
    let want_student = job.student.is_some();
    if let Some(w) = job.student {
        w.into_network(student_net)?;
    }
    let want_teacher = match job.teacher {
        TeacherPart::None => false,
        TeacherPart::Same => teacher_net.is_some(),
        TeacherPart::New(w) => {
            w.into_network(teacher_net)?;
            true
        }
    };
    let map_of = |net: &QNetwork| map(net, &job.obs, job.method, job.temperature);
    let student = match student_net.as_ref().filter(|_| want_student) {
        Some(n) => Some(map_of(n)?),
        None => None,
    };
    let teacher = match teacher_net.as_ref().filter(|_| want_teacher) {
        Some(n) => Some(map_of(n)?),
        None => None,
    };
    let agreement = match (&student, &teacher) {
        (Some(s), Some(t)) => Some(agreement(s, t)),
        _ => None,
    };
    Ok(SaliencyFrame {
        global_step: job.global_step,
        actor: job.actor,
        method: job.method,
        rgb: job.rgb,
        student: student.map(|m| m.to_bytes()),
        teacher: teacher.map(|m| m.to_bytes()),
        agreement,
        ms: started.elapsed().as_secs_f64() * 1000.0,
    })
}

/// `net`'s map of `obs` by `method`.
pub fn map(
    net: &QNetwork,
    obs: &[u8],
    method: SaliencyMethod,
    temperature: f64,
) -> Result<Map, SaliencyError> {
    let q = |x: &Tensor| net.forward(x);
    match method {
        SaliencyMethod::Gradient => gradient_map(q, obs, &Device::Cpu),
        SaliencyMethod::Perturbation => perturbation_map(
            q,
            obs,
            Target::Policy { temperature },
            &Perturbation::default(),
            &Device::Cpu,
        ),
    }
}

/// How much two maps agree.
pub fn agreement(student: &Map, teacher: &Map) -> Agreement {
    Agreement {
        rank_correlation: rank_correlation(&student.values, &teacher.values).unwrap_or(f64::NAN),
        top_overlap: top_overlap(&student.values, &teacher.values, TOP_SHARE),
    }
}

#[cfg(test)]
mod tests;
