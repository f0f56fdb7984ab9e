//! A viewer's hello: its nonce, the server's challenge (checked before anything is answered),
//! the answer, and the welcome; and what can end a connection.

use super::super::access::challenge::{is_run_id, mac, mac_matches, new_nonce, Binding, Role};
use super::super::wire::printable::printable;
use super::super::wire::{read_message, write_message, ClientMessage, ServerMessage, VERSION};
use std::net::TcpStream;

/// What ended a connection.
pub(super) enum Ended {
    /// The viewer is closing (Stop, or the handle dropped).
    Closing,
    /// The connection went; try again.
    Lost(String),
    /// The server will not let this viewer in as it is: stop trying.
    Refused(String),
    /// The run has ended: stop, for whoever holds the port next is not this run.
    Finished,
}

/// What the reader says when the server said `Bye` after the run's `Stopped`.
pub(super) const RUN_ENDED: &str = "the run ended";

/// The address a viewer dialled, as the user gave it, and its port (which the MACs bind).
#[derive(Clone, Copy)]
pub(super) struct Dialled<'a> {
    pub address: &'a str,
    pub port: u16,
}

/// Says hello on `stream`: the viewer's nonce, the server's challenge (whose proof a viewer
/// with the token checks before it answers: a server that does not hold the token gets no
/// answer), the answer, then the welcome: whether the viewer is read-only, and the server's
/// uptime. `run_id` is the run this client follows (set by the first welcome): a server
/// that names another is refused.
pub(super) fn say_hello(
    stream: &mut TcpStream,
    dialled: Dialled<'_>,
    token: Option<&str>,
    run_id: &mut Option<String>,
) -> Result<(bool, u64), Ended> {
    let address = dialled.address;
    let nonce = new_nonce();
    let hello = ClientMessage::Hello {
        version: VERSION,
        nonce: Some(nonce.clone()),
    };
    write_message(stream, &hello).map_err(|e| Ended::Lost(format!("cannot say hello: {e}")))?;
    let (answer, run) = match read_message::<ServerMessage>(stream) {
        Ok(ServerMessage::Challenge {
            nonce: theirs,
            run,
            proof,
            token_needed,
        }) => {
            if !is_run_id(&run) {
                return Err(Ended::Lost(
                    "the server's challenge names no run: not a reincarnate trainer of this \
                     version"
                        .into(),
                ));
            }
            if run_id.as_ref().is_some_and(|followed| *followed != run) {
                return Err(Ended::Refused(format!(
                    "{address} now serves another run than the one this viewer followed (that \
                     run's trainer ended, and another program or run holds the port): watch \
                     again to follow what serves there now"
                )));
            }
            let binding = Binding {
                run: &run,
                port: dialled.port,
            };
            let answer = match token {
                Some(token) => {
                    let proven = proof.as_deref().is_some_and(|p| {
                        mac_matches(Role::Server, token, binding, &nonce, &theirs, p)
                    });
                    if !proven {
                        return Err(Ended::Refused(format!(
                            "the server at {address} does not prove that it holds this token \
                             for this port, so nothing was sent to it: check that the token \
                             file is the trainer's (--token-file); or another program may hold \
                             the port (the run's trainer may have ended), or pass the \
                             connection on from another port (a tunnel must keep the \
                             trainer's port: ssh -L PORT:127.0.0.1:PORT)"
                        )));
                    }
                    Some(mac(Role::Viewer, token, binding, &nonce, &theirs))
                }
                None if token_needed => {
                    return Err(Ended::Refused(format!(
                        "watching this run needs its token: pass --token-file FILE with the \
                         trainer's token file (the trainer says where it is when it starts; \
                         `train --token-file FILE` chooses it), or start the trainer with \
                         --public-read to let anyone who reaches {address} watch"
                    )))
                }
                None => None,
            };
            (answer, run)
        }
        Ok(ServerMessage::Bye(why)) => {
            return Err(Ended::Lost(format!(
                "the trainer refused: {}",
                printable(&why)
            )))
        }
        Ok(other) => {
            return Err(Ended::Lost(format!(
                "an unexpected first message: {}",
                printable(&format!("{other:?}"))
            )))
        }
        Err(e) => return Err(Ended::Lost(format!("no answer to the hello: {e}"))),
    };
    write_message(stream, &ClientMessage::Answer { mac: answer })
        .map_err(|e| Ended::Lost(format!("cannot answer: {e}")))?;
    match read_message::<ServerMessage>(stream) {
        Ok(ServerMessage::Welcome {
            version,
            read_only,
            uptime_ms,
        }) if version == VERSION => {
            *run_id = Some(run);
            Ok((read_only, uptime_ms))
        }
        Ok(ServerMessage::Bye(why)) => Err(Ended::Lost(format!(
            "the trainer refused: {}",
            printable(&why)
        ))),
        Ok(_) => Err(Ended::Lost(
            "an unexpected message instead of the welcome".into(),
        )),
        Err(e) => Err(Ended::Lost(format!("no welcome: {e}"))),
    }
}
