// Generated from the Rust types of the wire protocol (src/protocol/mod.rs, src/remote/wire/)
// by src/typescript/ with ts-rs: do not edit. u64 counters are `number` (they stay
// below 2^53); a float that is NaN arrives as null.

/** The protocol's version (`VERSION` in src/remote/wire/binary.rs). */
export const VERSION = 7;

/** Points kept per plotted series (`SERIES_CAP` in src/view/series.rs). */
export const SERIES_CAP = 20000;

/**
 * The live settings, one per row of `live_settings!` (src/config/live.rs): what the
 * page's controls are drawn from, each with its range (both ends accepted, by the app's
 * sliders, the page's, the server and the trainer alike), its scale and its label.
 */
export const LIVE_SETTINGS = [
  { name: "EpsilonOverride", key: "epsilon_override", label: "epsilon", short: "ε", doc: "Act with this exploration epsilon instead of the schedule's (off: follow the schedule).", range: [0.0, 1.0], scale: "linear", integer: false, optional: true, distill: false },
  { name: "DistillThreshold", key: "distill_threshold", label: "distill threshold", short: "threshold", doc: "Distil while lambda (how far the student's score is below the teacher's) is at least this; once it falls below, the student is weaned for good (0: never).", range: [0.0, 1.0], scale: "linear", integer: false, optional: false, distill: true },
  { name: "Temperature", key: "temperature", label: "temperature", short: "T", doc: "The distillation temperature T: the policies compared are softmax(Q / T).", range: [0.01, 100.0], scale: "log", integer: false, optional: false, distill: true },
  { name: "LearningRate", key: "learning_rate", label: "learning rate", short: "lr", doc: "Adam's learning rate.", range: [1e-6, 0.1], scale: "log", integer: false, optional: false, distill: false },
  { name: "TrainFrequency", key: "train_frequency", label: "train frequency", short: "train freq", doc: "Agent steps per gradient step.", range: [1.0, 64.0], scale: "linear", integer: true, optional: false, distill: false },
  { name: "NaturalSpeed", key: "natural_speed", label: "watch at the game's speed", short: "natural speed", doc: "Play at the game's own speed (60 frames a second) instead of as fast as it trains, for watching.", range: [0.0, 1.0], scale: "toggle", integer: false, optional: false, distill: false },
] as const;

/**
 * The phases of a run, in order.
 */
export type Phase = "LoadTeacher" | "TeacherEval" | "TeacherBuffer" | "Offline" | "Online" | "Done";

/**
 * Who is playing the episode being shown or reported.
 */
export type Actor = "Teacher" | "Student" | "Evaluation" | "Preview" | "Random";

/**
 * A change of one live setting, as the controls send it and the trainer confirms
 * it.
 */
export type LiveParam = { "EpsilonOverride": number | null } | { "DistillThreshold": number } | { "Temperature": number } | { "LearningRate": number } | { "TrainFrequency": number } | { "NaturalSpeed": boolean };

/**
 * The live settings in force: where a run starts them ([`LiveParams::from_config`]),
 * each change applied at the trainer's next step, kept in every checkpoint.
 */
export type LiveParams = { 
/**
 * Act with this exploration epsilon instead of the schedule's (off: follow the
 * schedule).
 */
epsilon_override: number | null, 
/**
 * Distil while lambda (how far the student's score is below the teacher's) is
 * at least this; once it falls below, the student is weaned for good (0: never).
 */
distill_threshold: number, 
/**
 * The distillation temperature T: the policies compared are softmax(Q / T).
 */
temperature: number, 
/**
 * Adam's learning rate.
 */
learning_rate: number, 
/**
 * Agent steps per gradient step.
 */
train_frequency: number, 
/**
 * Play at the game's own speed (60 frames a second) instead of as fast as it
 * trains, for watching.
 */
natural_speed: boolean, };

/**
 * Loss values of one gradient step.
 */
export type LossReport = { 
/**
 * `td + lambda * distill`.
 */
loss: number, 
/**
 * The TD loss.
 */
td_loss: number, 
/**
 * The distillation loss (before lambda).
 */
distill_loss: number, 
/**
 * Mean Q(s, a) of the batch's actions.
 */
q_values: number, 
/**
 * The distillation coefficient lambda used.
 */
distill_coeff: number, };

/**
 * How a run ended.
 */
export type RunSummary = { 
/**
 * The run directory.
 */
run_dir: string, 
/**
 * The last global step.
 */
global_step: number, 
/**
 * Whether every phase completed (false: stopped early).
 */
completed: boolean, 
/**
 * The teacher's G_T, when there was a teacher.
 */
teacher_return: number | null, 
/**
 * The mean of the last 10 student games.
 */
recent_student_return: number | null, };

/**
 * The error that ended a run, as the trainer said it. It crosses the wire as a string, so a
 * viewer shows what the trainer said whatever version made it.
 */
export type RunFailure = string;

/**
 * The settings of a run a viewer reads (the live controls' starting values, the phases'
 * lengths): the trainer reads them from its config, so that no viewer parses the config's
 * TOML.
 */
export type RunSettings = { 
/**
 * QDagger (false: DQN from scratch).
 */
qdagger: boolean, 
/**
 * Online steps.
 */
total_timesteps: number, 
/**
 * The offline phase's gradient steps, which a QDagger run's global step counts first
 * (0 for DQN).
 */
offline_steps: number, 
/**
 * Epsilon at the start of the online phase.
 */
start_e: number, 
/**
 * Epsilon at the end of its schedule.
 */
end_e: number, 
/**
 * The live settings' starting values.
 */
live: LiveParams, };

/**
 * A student evaluation that reached a level.
 */
export type Reached = { 
/**
 * The evaluation's global step.
 */
global_step: number, 
/**
 * Its mean return.
 */
mean: number, };

/**
 * A finding of the analysis both viewers show. Each is sent when it changes and says the
 * whole finding, so that a viewer only keeps the latest.
 */
export type Milestone = { "Halfway": { 
/**
 * (random + G_T) / 2.
 */
level: number, 
/**
 * The first student evaluation at or past `level`, once there is one.
 */
reached: Reached | null, } } | { "Reach": { 
/**
 * The share of the way: 0.5 or 0.8 (`REACH_SHARES`).
 */
share: number, 
/**
 * random + share * (G_T - random).
 */
level: number, 
/**
 * The online step of the game that reached it; `None`: not yet.
 */
online_step: number | null, } };

/**
 * How a remote viewer stands with the trainer it watches.
 */
export type RemoteStatus = { "Connected": { 
/**
 * The server's address.
 */
address: string, 
/**
 * Commands are refused.
 */
read_only: boolean, } } | { "Disconnected": { 
/**
 * The server's address.
 */
address: string, 
/**
 * What happened.
 */
reason: string, } } | { "Refused": { 
/**
 * The server's address.
 */
address: string, 
/**
 * Why, and what to do.
 */
reason: string, } } | { "Behind": { 
/**
 * Milliseconds.
 */
ms: number, } };

/**
 * How a live map is made (`saliency::gradient_map` or `saliency::perturbation_map`).
 */
export type SaliencyMethod = "Gradient" | "Perturbation";

/**
 * The live maps' settings: how they are made and how many a second at most.
 */
export type SaliencySettings = { 
/**
 * How.
 */
method: SaliencyMethod, 
/**
 * Maps a second at most (within [`SaliencySettings::RATE`]); the worker's budget may
 * make fewer.
 */
per_second: number, };

/**
 * How much the student's map and the teacher's agree (`saliency::agreement`).
 */
export type Agreement = { 
/**
 * Spearman's rank correlation of the two maps (-1..1); NaN when a map is constant.
 */
rank_correlation: number, 
/**
 * The share of the student's 5% most salient pixels among the teacher's 5% (0..1; by
 * chance about 0.05).
 */
top_overlap: number, };

/**
 * Maps of one screen: the student's and the teacher's (each 84 x 84, row by row, scaled to
 * 0..255 by its own maximum, as it is drawn), the screen they were made on and how much they
 * agree.
 */
export type SaliencyFrame = { 
/**
 * The global step of the screen.
 */
global_step: number, 
/**
 * Who was playing.
 */
actor: Actor, 
/**
 * How the maps were made.
 */
method: SaliencyMethod, 
/**
 * The screen, RGB 210 x 160 x 3.
 */
rgb: Array<number>, 
/**
 * The student's map, when it has a network.
 */
student: Array<number> | null, 
/**
 * The teacher's map, when the run has a teacher.
 */
teacher: Array<number> | null, 
/**
 * The two maps' agreement, when there are both.
 */
agreement: Agreement | null, 
/**
 * Milliseconds the worker took for these maps.
 */
ms: number, };

/**
 * What the trainer reports.
 */
export type TrainerEvent = { "Started": { 
/**
 * Where its files go.
 */
run_dir: string, 
/**
 * The game.
 */
env_id: string, 
/**
 * Action names in index order.
 */
action_meanings: Array<string>, 
/**
 * The device's name.
 */
device: string, 
/**
 * The teacher's source (QDagger) or `None` (DQN).
 */
teacher: string | null, 
/**
 * The resolved config as TOML, to show.
 */
config_toml: string, 
/**
 * What viewers read of the config, read from it once here.
 */
settings: RunSettings, } } | { "TeacherLoaded": { 
/**
 * Where it came from (the Hub, a file, the bundled teacher).
 */
source: string, 
/**
 * Its network.
 */
network: string, } } | { "PhaseStarted": { 
/**
 * The phase.
 */
phase: Phase, 
/**
 * Steps (or games) it will take.
 */
total: number, 
/**
 * Steps of it already done before this process (a resumed run); 0 otherwise.
 */
from: number, } } | { "Progress": { 
/**
 * The phase.
 */
phase: Phase, 
/**
 * Steps done in the phase.
 */
done: number, 
/**
 * The phase's length.
 */
total: number, 
/**
 * The global step (CleanRL's `global_step`).
 */
global_step: number, 
/**
 * Steps per second in this phase.
 */
sps: number, 
/**
 * Exploration epsilon now.
 */
epsilon: number, } } | { "Episode": { 
/**
 * Who played it.
 */
actor: Actor, 
/**
 * The global step.
 */
global_step: number, 
/**
 * Full-game, unclipped return.
 */
episodic_return: number, 
/**
 * Length in emulator frames.
 */
length: number, } } | { "Losses": { 
/**
 * The phase.
 */
phase: Phase, 
/**
 * The global step.
 */
global_step: number, 
/**
 * The values.
 */
report: LossReport, } } | { "Evaluation": { 
/**
 * Who was evaluated.
 */
actor: Actor, 
/**
 * The phase.
 */
phase: Phase, 
/**
 * The global step.
 */
global_step: number, 
/**
 * Each game's return.
 */
returns: Array<number>, } } | { "QValues": { 
/**
 * The student's (none while the teacher fills its buffer).
 */
student: Array<number> | null, 
/**
 * The teacher's, when there is one.
 */
teacher: Array<number> | null, 
/**
 * The action taken.
 */
action: number, } } | { "ParamChanged": { 
/**
 * The global step it applies from.
 */
global_step: number, 
/**
 * The new value.
 */
param: LiveParam, } } | { "Paused": boolean } | { "Checkpoint": { 
/**
 * The global step.
 */
global_step: number, 
/**
 * Its directory.
 */
path: string, 
/**
 * The replay buffer saved with it (`checkpoint_buffer`): transitions and bytes on
 * disk.
 */
replay: [number, number] | null, } } | { "VideoSaved": { 
/**
 * The file.
 */
path: string, 
/**
 * Frames in it.
 */
frames: number, 
/**
 * Frames left out because the encoder was behind.
 */
dropped: number, } } | { "Dropped": number } | { "Warning": string } | { "Stopped": { Ok : RunSummary } | { Err : RunFailure } } | { "Milestone": Milestone } | { "Remote": RemoteStatus } | { "Saliency": SaliencyFrame };

/**
 * What a viewer may ask of a run over the network: the controls of the app's panel, and
 * stopping the run as a deliberate act. Anything else a local listener can say (a test's
 * deliberate failure, a window that closes) has no encoding here, so no peer can send it.
 */
export type RemoteCommand = { "Set": LiveParam } | "Pause" | "Resume" | "Step" | "SaveCheckpoint" | "StopRun";

/**
 * From the page to the server (JSON text).
 */
export type PageMessage = { "Hello": { 
/**
 * The page's version ([`super::binary::VERSION`]).
 */
version: number, 
/**
 * The page's nonce for this connection.
 */
nonce: string | null, } } | { "Command": RemoteCommand } | "Drawn" | { "Answer": { 
/**
 * The MAC.
 */
mac: string | null, } } | { "Maps": SaliencySettings | null };
