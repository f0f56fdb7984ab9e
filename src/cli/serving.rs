//! `--serve` for `train`, `dqn` and `race`: the port taken before any run starts (a port in
//! use makes no run directory), the token, the server of one run or a race's two, and the
//! loop that passes each run's events to the terminal and the viewers, and its screens to the
//! viewers at most [`SCREENS_PER_SECOND`] times a second, and only when a viewer has taken
//! the last (a page draws at its own rate; none while nobody watches or draws).

use anyhow::Result;
use crossbeam_channel::{Receiver, Select, Sender};
use reincarnate::protocol::{FrameMessage, TrainerCommand, TrainerEvent};
use reincarnate::remote::server::{Access, Bound, Server};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Serving the run's events to viewers on other machines.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// Serve the run's events (history, then live) over TCP at PORT (on 127.0.0.1),
    /// HOST:PORT or [IPV6]:PORT (`::1` alone: IPv6 loopback; a loopback address is served on
    /// 127.0.0.1 and ::1 alike, at the same port); a browser shows it at the
    /// printed `http://HOST:PORT/#token=...`, `reincarnate app --connect HOST:PORT
    /// --token-file FILE` watches it, `watch HOST:PORT --token-file FILE` follows it on a
    /// terminal. Watching and steering need the token (see --public-read). Keep it on
    /// loopback and reach it through an SSH tunnel: an address other machines can reach is
    /// not encrypted.
    #[arg(long, value_name = "ADDR")]
    pub serve: Option<String>,
    /// The token that lets a viewer watch and send commands: read from this file (made with
    /// a new token, readable by you only, when missing; a file others can read or own, or a
    /// link, is refused). Default: a new token, printed at start when the output is a
    /// terminal, else written to a file of yours whose path is printed.
    #[arg(long, value_name = "FILE")]
    pub token_file: Option<PathBuf>,
    /// Let viewers without the token watch (anyone who can reach the address sees the run's
    /// config, paths, games and screens; commands still need the token).
    #[arg(long, requires = "serve")]
    pub public_read: bool,
}

/// Screens a served run sends its viewers each second, at most.
pub const SCREENS_PER_SECOND: u32 = 30;

/// A server ready to start once the runs have: its port taken, its token read or made.
pub struct Prepared {
    bound: Bound,
    access: Access,
    token_file: Option<PathBuf>,
    /// The token file this process made (no --token-file, output not a terminal), deleted
    /// when serving ends.
    made_token_file: Option<PathBuf>,
    /// Per run: the history of a resumed run before this process.
    earlier: Vec<Vec<TrainerEvent>>,
}

/// Takes the port and the token for `serve` (none without `--serve`); `resumed` names each
/// run's directory when it resumes, whose logged history viewers get first.
pub fn prepare(serve: &ServeArgs, resumed: &[Option<PathBuf>]) -> Result<Option<Prepared>> {
    let Some(text) = &serve.serve else {
        return Ok(None);
    };
    let addr = reincarnate::remote::parse_serve_addr(text)?;
    let public = !reincarnate::remote::is_loopback(&addr);
    if public {
        eprintln!(
            "{}",
            reincarnate::remote::exposure_warning(&addr, serve.public_read)
        );
    }
    // On loopback, the other family's address at the same port too: no other program can
    // take it and get the page's visitors (or serving is refused and says so).
    let bound = reincarnate::remote::server::bind_serving(addr)?;
    let listener = &bound.listener;
    // A token printed to a file that is not a terminal (a Slurm output file, often readable
    // by the group) would be read by others: it goes to a file of the user's own instead.
    let (token, token_file, made_token_file) = match &serve.token_file {
        Some(f) => (
            reincarnate::remote::token_from_file(f)?,
            Some(f.clone()),
            None,
        ),
        None if std::io::stdout().is_terminal() => (reincarnate::remote::new_token(), None, None),
        None => {
            let port = listener.local_addr().map_or(addr.port(), |a| a.port());
            let (token, path) =
                reincarnate::remote::access::served_token::write_served_token(port)?;
            (token, Some(path.clone()), Some(path))
        }
    };
    // Read before the resumed runs append to their logs.
    let earlier = resumed
        .iter()
        .map(|dir| match dir {
            Some(dir) => {
                let (events, damage) = reincarnate::remote::server::history::resumed_history(dir);
                if let Some(d) = damage {
                    eprintln!(
                        "warning: {}: {d}; viewers get the rest of the run's history",
                        dir.join(reincarnate::logging::CSV_FILE).display()
                    );
                }
                events
            }
            None => Vec::new(),
        })
        .collect();
    Ok(Some(Prepared {
        bound,
        access: Access {
            token,
            token_to_watch: !serve.public_read,
        },
        token_file,
        made_token_file,
        earlier,
    }))
}

/// A running server and the resumed history each run's viewers get after its `Started`.
pub struct Serving {
    server: Server,
    earlier: Vec<Vec<TrainerEvent>>,
    made_token_file: Option<PathBuf>,
}

impl Prepared {
    /// Starts serving, each run's commands going to its trainer; prints the address, the
    /// token (or its file) and the browser page's address.
    pub fn start(self, commands: Vec<Sender<TrainerCommand>>) -> Result<Serving> {
        let token = self.access.token.clone();
        let twin = self.bound.twin.as_ref().and_then(|t| t.local_addr().ok());
        let server = Server::start_bound(self.bound, self.access, commands)
            .map_err(|e| anyhow::anyhow!("cannot serve: {e}"))?;
        let addr = server.local_addr();
        println!("serve: listening on {addr}");
        if let Some(twin) = twin {
            println!(
                "serve: also listening on {twin} (the other loopback address, so that no other \
                 program takes it)"
            );
        }
        match &self.token_file {
            Some(f) if self.made_token_file.is_some() => {
                println!(
                    "serve: watching and commands need the token in {} (not printed: this \
                     output is not a terminal, and others may read a log; the file goes when \
                     serving ends)",
                    f.display()
                );
                println!(
                    "serve: open {} in a browser",
                    reincarnate::remote::page_url(&addr, "<the token in that file>")
                );
            }
            Some(f) => {
                println!(
                    "serve: watching and commands need the token in {}",
                    f.display()
                );
                println!(
                    "serve: open {} in a browser",
                    reincarnate::remote::page_url(&addr, "<the token in that file>")
                );
            }
            None => {
                println!("serve: token for watching and commands: {token}");
                println!(
                    "serve: open {} in a browser",
                    reincarnate::remote::page_url(&addr, &token)
                );
            }
        }
        Ok(Serving {
            server,
            earlier: self.earlier,
            made_token_file: self.made_token_file,
        })
    }
}

impl Serving {
    /// Ends serving: every viewer gets the runs' last events, then `Bye` (a stalled one is
    /// cut off).
    pub fn finish(self) {
        self.server.finish();
        if let Some(f) = &self.made_token_file {
            let _ = std::fs::remove_file(f);
        }
    }
}

/// One run's channels from its trainer.
pub struct Channels<'a> {
    /// Its events.
    pub events: &'a Receiver<TrainerEvent>,
    /// Its screens (taken only while someone watches).
    pub frames: &'a Receiver<FrameMessage>,
}

/// What [`pump`] hands on.
pub enum Pumped<'a> {
    /// Run `side` sent this event.
    Event(usize, &'a TrainerEvent),
    /// Run `side`'s events ended.
    Ended(usize),
}

/// Passes every run's events to `on` (and to the viewers, with a resumed run's earlier history
/// after its `Started`), each followed by the analysis's milestones it changed, and screens
/// to the viewers, until every run's events have ended.
/// A screen left in its channel tells the trainer not to copy the next one, so screens are
/// taken only when a viewer may be sent one.
pub fn pump(runs: &[Channels], mut serving: Option<&mut Serving>, mut on: impl FnMut(Pumped)) {
    let screen_every = Duration::from_secs(1) / SCREENS_PER_SECOND;
    let mut open = vec![true; runs.len()];
    let mut screens_open = vec![true; runs.len()];
    let mut last_screen: Vec<Option<Instant>> = vec![None; runs.len()];
    // The viewers are sent the analysis's milestones with the events they come from.
    let mut analyst = reincarnate::view::Analyst::new(runs.len());
    while open.iter().any(|o| *o) {
        let mut select = Select::new();
        // (run, whether it is the run's screens)
        let mut ops = Vec::new();
        for (i, run) in runs.iter().enumerate() {
            if open[i] {
                select.recv(run.events);
                ops.push((i, false));
            }
        }
        let mut wait = screen_every;
        if let Some(s) = serving.as_deref() {
            if s.server.viewers() > 0 {
                for (i, run) in runs.iter().enumerate() {
                    if !(open[i] && screens_open[i] && s.server.wants_frame_on(i)) {
                        continue;
                    }
                    match last_screen[i].and_then(|t| screen_every.checked_sub(t.elapsed())) {
                        Some(left) => wait = wait.min(left),
                        None => {
                            select.recv(run.frames);
                            ops.push((i, true));
                        }
                    }
                }
            }
        }
        let op = match serving {
            Some(_) => match select.select_timeout(wait) {
                Ok(op) => op,
                Err(_) => continue,
            },
            None => select.select(),
        };
        let (i, screen) = ops[op.index()];
        if screen {
            match op.recv(runs[i].frames) {
                Ok(frame) => {
                    if let Some(s) = serving.as_deref() {
                        s.server.publish_frame_on(i, &frame);
                    }
                    last_screen[i] = Some(Instant::now());
                }
                // No more screens: the events finish the run.
                Err(_) => screens_open[i] = false,
            }
            continue;
        }
        match op.recv(runs[i].events) {
            Ok(event) => {
                let found = analyst.observe(i, &event);
                if let Some(s) = serving.as_deref_mut() {
                    s.server.publish_on(i, &event);
                    for &(side, m) in &found {
                        s.server.publish_on(side, &TrainerEvent::Milestone(m));
                    }
                    if matches!(event, TrainerEvent::Started { .. }) {
                        for e in s.earlier.get_mut(i).map(std::mem::take).unwrap_or_default() {
                            s.server.publish_history_on(i, &e);
                            for (side, m) in analyst.observe(i, &e) {
                                s.server
                                    .publish_history_on(side, &TrainerEvent::Milestone(m));
                            }
                        }
                    }
                }
                on(Pumped::Event(i, &event));
                for (side, m) in found {
                    on(Pumped::Event(side, &TrainerEvent::Milestone(m)));
                }
            }
            Err(_) => {
                open[i] = false;
                on(Pumped::Ended(i));
            }
        }
    }
}
