//! Helpers the integration tests share.

#![allow(dead_code)]

pub mod logs;
pub mod remote;
pub mod slurm;

use std::io::BufRead;
use std::process::{Child, ChildStdout};

/// A child process killed when the test ends, passed or failed, so that no trainer is left
/// behind holding a port or a pipe.
pub struct Kill(pub Child);

impl Drop for Kill {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The address a served run prints (`serve: listening on ADDR`); the rest of its output is
/// read on and dropped, so that it never blocks on a full pipe.
pub fn served_address(stdout: ChildStdout) -> String {
    let mut lines = std::io::BufReader::new(stdout).lines();
    let addr = loop {
        let line = lines.next().expect("the server's address").unwrap();
        if let Some(a) = line.strip_prefix("serve: listening on ") {
            break a.to_string();
        }
    };
    std::thread::spawn(move || for _ in lines {});
    addr
}

/// Sends SIGINT (Ctrl-C) to a child.
pub fn interrupt(child: &Child) {
    // SAFETY: kill(2) on our child's pid; no memory is touched.
    unsafe {
        libc::kill(child.id() as libc::pid_t, libc::SIGINT);
    }
}
