//! A program that passes connections on to a served run (a relay on another port, or on the
//! port of a run that ended) gets no seat from the token holder's answer: the challenge's
//! MACs are bound to the run's id and to the port the viewer dialled.

mod support;

use reincarnate::protocol::{RemoteStatus, TrainerEvent};
use reincarnate::remote::access::challenge::{mac, mac_matches, new_nonce, Binding, Role};
use reincarnate::remote::client::connect;
use reincarnate::remote::server::Access;
use reincarnate::remote::wire::{self, ClientMessage, ServerMessage, VERSION};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::time::Duration;
use support::remote::*;

/// A relay on 127.0.0.1 that passes every connection on to `to`, byte for byte, both ways
/// (as a user squatting a port would); its address.
fn relay(to: SocketAddr) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for viewer in listener.incoming().flatten() {
            let Ok(server) = TcpStream::connect(to) else {
                continue;
            };
            let pipe = |mut from: TcpStream, mut into: TcpStream| {
                std::thread::spawn(move || {
                    let _ = std::io::copy(&mut from, &mut into);
                    let _ = into.shutdown(std::net::Shutdown::Both);
                });
            };
            pipe(viewer.try_clone().unwrap(), server.try_clone().unwrap());
            pipe(server, viewer);
        }
    });
    addr
}

/// The server's word after a raw viewer on `s` answers its challenge with the token's MAC
/// bound to `port` (what a viewer computes for the port it dialled): the welcome's read-only
/// flag, or the `Bye`'s reason. `proven`: whether the server's proof held for that port.
fn answer_for_port(s: &mut TcpStream, port: u16) -> (bool, Result<bool, String>) {
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let nonce = new_nonce();
    let hello = ClientMessage::Hello {
        version: VERSION,
        nonce: Some(nonce.clone()),
    };
    wire::write_message(s, &hello).unwrap();
    let Ok(ServerMessage::Challenge {
        nonce: theirs,
        run,
        proof,
        ..
    }) = wire::read_message::<ServerMessage>(s)
    else {
        panic!("no challenge")
    };
    let at = Binding { run: &run, port };
    let proven = mac_matches(Role::Server, TOKEN, at, &nonce, &theirs, &proof.unwrap());
    let answer = mac(Role::Viewer, TOKEN, at, &nonce, &theirs);
    wire::write_message(s, &ClientMessage::Answer { mac: Some(answer) }).unwrap();
    let word = match wire::read_message::<ServerMessage>(s) {
        Ok(ServerMessage::Welcome { read_only, .. }) => Ok(read_only),
        Ok(ServerMessage::Bye(why)) => Err(why),
        other => panic!("{other:?}"),
    };
    (proven, word)
}

#[test]
fn a_viewer_with_the_token_refuses_a_relay_on_another_port_and_sends_it_nothing_of_use() {
    let (server, commands) = server_with(Access::private(TOKEN.into()), "127.0.0.1:0");
    let relayed = relay(server.local_addr());
    let viewer = connect(relayed.to_string(), Some(TOKEN.into()));
    let reason = match next(&viewer.events, 10) {
        TrainerEvent::Remote(RemoteStatus::Refused { reason, .. }) => reason,
        other => panic!("{other:?}"),
    };
    assert!(
        reason.contains("does not prove") && reason.contains("port"),
        "{reason}"
    );
    assert_eq!(server.viewers(), 0);
    // Directly, the same viewer is the token's holder.
    let direct = connect(server.local_addr().to_string(), Some(TOKEN.into()));
    assert!(matches!(
        next(&direct.events, 10),
        TrainerEvent::Remote(RemoteStatus::Connected {
            read_only: false,
            ..
        })
    ));
    drop(commands);
}

#[test]
fn an_answer_for_the_relays_port_is_turned_away_and_one_for_the_servers_port_seated() {
    let (server, _commands) = server_with(Access::private(TOKEN.into()), "127.0.0.1:0");
    let relayed = relay(server.local_addr());
    // A viewer that answers whatever it is asked (no check of the proof), through the relay:
    // its MAC is for the port it dialled, which is not the server's.
    let mut through = TcpStream::connect(relayed).unwrap();
    let (proven, word) = answer_for_port(&mut through, relayed.port());
    assert!(!proven, "the server's proof held for the relay's port");
    let why = word.expect_err("seated through a relay");
    assert!(why.contains("through another port"), "{why}");
    assert_eq!(server.viewers(), 0);
    // The same viewer at the server's own port is seated as the token's holder.
    let mut direct = TcpStream::connect(server.local_addr()).unwrap();
    let (proven, word) = answer_for_port(&mut direct, server.local_addr().port());
    assert!(proven);
    assert_eq!(word, Ok(false));
    // With anyone allowed to watch, the relayed answer is a read-only seat at most.
    let (open, _c) = support::remote::server();
    let relayed = relay(open.local_addr());
    let mut through = TcpStream::connect(relayed).unwrap();
    let (_, word) = answer_for_port(&mut through, relayed.port());
    assert_eq!(word, Ok(true), "a relay's viewer may only watch");
}

#[test]
fn a_proof_for_one_run_does_not_open_another_on_the_same_port() {
    // Two servings, one after the other, on one port, with one token: an answer bound to the
    // first run's id is refused by the second.
    let (first, _c) = server_with(Access::private(TOKEN.into()), "127.0.0.1:0");
    let addr = first.local_addr();
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    wire::write_message(
        &mut s,
        &ClientMessage::Hello {
            version: VERSION,
            nonce: Some(new_nonce()),
        },
    )
    .unwrap();
    let Ok(ServerMessage::Challenge { run: first_run, .. }) =
        wire::read_message::<ServerMessage>(&mut s)
    else {
        panic!("no challenge")
    };
    drop(s);
    drop(first);
    let (second, _c2) = server_with(Access::private(TOKEN.into()), &addr.to_string());
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let nonce = new_nonce();
    wire::write_message(
        &mut s,
        &ClientMessage::Hello {
            version: VERSION,
            nonce: Some(nonce.clone()),
        },
    )
    .unwrap();
    let Ok(ServerMessage::Challenge {
        nonce: theirs, run, ..
    }) = wire::read_message::<ServerMessage>(&mut s)
    else {
        panic!("no challenge")
    };
    assert_ne!(run, first_run, "each serving has an id of its own");
    let stale = Binding {
        run: &first_run,
        port: addr.port(),
    };
    let answer = mac(Role::Viewer, TOKEN, stale, &nonce, &theirs);
    wire::write_message(&mut s, &ClientMessage::Answer { mac: Some(answer) }).unwrap();
    match wire::read_message::<ServerMessage>(&mut s) {
        Ok(ServerMessage::Bye(why)) => assert!(why.contains("does not prove"), "{why}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(second.viewers(), 0);
}
