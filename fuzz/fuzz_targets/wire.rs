//! The served-run protocol, both directions: any bytes from a peer, read as a stream of framed
//! messages from a viewer (as the trainer reads them) and from a trainer (as a viewer reads
//! them), as a browser's HTTP request head (and its WebSocket upgrade's Host and Origin), and
//! as a page's WebSocket hello, give messages or an error, never a panic, a hang or an
//! allocation over the cap.
#![no_main]

use libfuzzer_sys::fuzz_target;
use reincarnate::remote::server::{check_origin, parse_request, HostNames};
use reincarnate::remote::wire::page::parse_page_message;
use reincarnate::remote::wire::{
    read_message, read_message_up_to, ClientMessage, ServerMessage, MAX_CLIENT_MESSAGE,
};

fuzz_target!(|data: &[u8]| {
    let mut from_viewer = data;
    while read_message_up_to::<ClientMessage>(&mut from_viewer, MAX_CLIENT_MESSAGE).is_ok() {}
    let mut from_trainer = data;
    while let Ok(message) = read_message::<ServerMessage>(&mut from_trainer) {
        // What a viewer does with a message it trusts no further than this.
        let _ = format!("{message:?}");
    }
    if let Ok(request) = parse_request(data) {
        for any in [false, true] {
            let names = HostNames {
                any,
                machine: Some("gpu-node".into()),
            };
            let _ = check_origin(&request, &names);
        }
        let _ = request.query_value("side");
    }
    let _ = parse_page_message(&String::from_utf8_lossy(data));
});
