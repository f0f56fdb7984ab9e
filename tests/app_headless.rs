//! The app's bridge in a headless Bevy `App` (no window): injected trainer events update the
//! app's state and the screen image; keys send the right commands.

#![cfg(feature = "gui")]

use bevy::prelude::*;
use crossbeam_channel::bounded;
use reincarnate::app::{add_bridge, AppState};
use reincarnate::config::TrainConfig;
use reincarnate::protocol::{Actor, FrameMessage, Phase, TrainerCommand, TrainerEvent};
use reincarnate::trainer::TrainerHandle;

#[test]
fn events_update_the_state_and_the_screen_and_keys_send_commands() {
    let (events, event_rx) = bounded(100);
    let (frames, frame_rx) = bounded(1);
    let (command_tx, commands) = bounded(100);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<Image>()
        .init_resource::<ButtonInput<KeyCode>>();
    add_bridge(
        &mut app,
        TrainerHandle::from_channels(event_rx, frame_rx, command_tx),
        &TrainConfig::demo(),
    );
    app.update();

    events
        .send(TrainerEvent::PhaseStarted {
            phase: Phase::Online,
            total: 100,
        })
        .unwrap();
    events
        .send(TrainerEvent::Episode {
            actor: Actor::Student,
            global_step: 7,
            episodic_return: 3.0,
            length: 900,
        })
        .unwrap();
    let mut rgb = vec![0u8; 210 * 160 * 3];
    rgb[..3].copy_from_slice(&[10, 20, 30]);
    frames
        .send(FrameMessage {
            rgb,
            actor: Actor::Student,
            episode_return: 1.0,
            action: 2,
            global_step: 7,
        })
        .unwrap();
    app.update();

    let state = app.world().resource::<AppState>();
    assert_eq!(state.view.phase, Some((Phase::Online, 100)));
    assert_eq!(state.view.student_returns.last(), Some(3.0));
    assert_eq!(state.view.frame.as_ref().map(|f| f.action), Some(2));
    let handle = state.screen.clone().expect("a screen image");
    let image = app
        .world()
        .resource::<Assets<Image>>()
        .get(&handle)
        .expect("the image");
    let data = image.data.as_ref().expect("pixels");
    assert_eq!(&data[..4], &[10, 20, 30, 255], "the first pixel, as RGBA");
    assert_eq!(data.len(), 160 * 210 * 4);

    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::Space);
    app.update();
    assert_eq!(commands.try_recv(), Ok(TrainerCommand::Pause));
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .clear();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(KeyCode::Space);
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::KeyC);
    app.update();
    assert_eq!(commands.try_recv(), Ok(TrainerCommand::SaveCheckpoint));

    // Closing the app stops the trainer: the bridge sends Stop when it is dropped.
    drop(events);
    drop(frames);
    drop(app);
    assert_eq!(commands.try_iter().last(), Some(TrainerCommand::Stop));
}
