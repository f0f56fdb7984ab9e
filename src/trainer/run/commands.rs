//! The commands from the app or the command line, handled between steps: live parameters,
//! pause and single steps, checkpoints on request, and stop.

use super::{Control, Online, Run};
use crate::protocol::{LiveParam, TrainerCommand, TrainerEvent};
use crate::trainer::learner::Learner;
use crate::trainer::TrainError;
use crossbeam_channel::{RecvTimeoutError, TryRecvError};
use std::time::Duration;

impl Run<'_> {
    /// Handles the commands waiting; while paused, waits for one. `learner` is there when a
    /// checkpoint can be written, `online` when the online phase's buffer and environments
    /// go into it.
    pub(super) fn poll(
        &mut self,
        learner: Option<&Learner>,
        online: Option<Online<'_>>,
    ) -> Result<Control, TrainError> {
        self.deliver_maps();
        if self.step_once {
            self.step_once = false;
            self.paused = true;
            self.sink.send(TrainerEvent::Paused(true));
        }
        loop {
            let cmd = if let Some(c) = self.pending.pop_front() {
                c
            } else if self.paused {
                match self.commands.recv_timeout(Duration::from_millis(100)) {
                    Ok(c) => c,
                    Err(RecvTimeoutError::Timeout) => continue,
                    Err(RecvTimeoutError::Disconnected) => return Ok(Control::Stop),
                }
            } else {
                match self.commands.try_recv() {
                    Ok(c) => c,
                    Err(TryRecvError::Empty) => break,
                    // Nobody can steer or stop us any more: finish the run.
                    Err(TryRecvError::Disconnected) => break,
                }
            };
            match cmd {
                TrainerCommand::Set(param) => self.set(param),
                TrainerCommand::Pause => {
                    self.paused = true;
                    self.sink.send(TrainerEvent::Paused(true));
                }
                TrainerCommand::Resume => {
                    self.paused = false;
                    self.sink.send(TrainerEvent::Paused(false));
                }
                TrainerCommand::Step => {
                    self.paused = false;
                    self.step_once = true;
                    self.sink.send(TrainerEvent::Paused(false));
                    break;
                }
                TrainerCommand::SaveCheckpoint => self.save_requested = true,
                TrainerCommand::Saliency(settings) => self.maps.set(settings),
                TrainerCommand::Stop | TrainerCommand::Leave => return Ok(Control::Stop),
                TrainerCommand::StopForFork if online.is_some() => {
                    self.whole_on_stop = true;
                    return Ok(Control::Stop);
                }
                TrainerCommand::StopForFork => self.sink.send(TrainerEvent::Warning(format!(
                    "cannot fork in the {} phase: a fork starts in the online phase, where \
                     the controls change what the student does (fork again once it is there)",
                    self.state.phase.label()
                ))),
                TrainerCommand::FailForTest => {
                    panic!("a step failed (injected by a test of the failure path)")
                }
            }
            if self.save_requested {
                if let Some(l) = learner {
                    self.save_requested = false;
                    self.checkpoint_with(l, online)?;
                }
            }
            if !self.paused {
                break;
            }
        }
        Ok(Control::Go)
    }

    fn set(&mut self, param: LiveParam) {
        match param.refusal() {
            None => {
                self.state.live.set(param);
                let step = self.state.global_step;
                self.sink.send(TrainerEvent::ParamChanged {
                    global_step: step,
                    param,
                });
            }
            Some(why) => self
                .sink
                .send(TrainerEvent::Warning(format!("ignored a setting: {why}"))),
        }
    }
}
