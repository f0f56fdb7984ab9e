//! The bundled Atari games, looked up by the ids users know: CleanRL's
//! `BreakoutNoFrameskip-v4`, Gymnasium's `ALE/Breakout-v5`, or a short name (`breakout`).

use ale::BundledRom;
use std::fmt;

/// Why a game id was not understood.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum GameError {
    /// The name matches no bundled ROM.
    #[error(
        "unknown game '{id}'{suggestion}. Use a CleanRL id such as BreakoutNoFrameskip-v4, \
         ALE/Breakout-v5 or a short name (breakout). Bundled games: {list}"
    )]
    Unknown {
        /// What the user typed.
        id: String,
        /// " (did you mean ...?)" or empty.
        suggestion: String,
        /// The bundled games, comma separated.
        list: String,
    },
}

/// How an id asks the emulator to behave, as Gymnasium's registrations of the same id do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdFlavour {
    /// `{Game}NoFrameskip-v4` (and `{Game}-v4`, a short name): deterministic, no sticky
    /// actions. The frame skip is ours (`MaxAndSkip`).
    V4,
    /// `ALE/{Game}-v5` or `{Game}-v5`: sticky actions with probability 0.25.
    V5,
}

/// A bundled game and the flavour of the id it was named by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSpec {
    /// The game.
    pub game: Game,
    /// The id's flavour (decides the default sticky-action probability).
    pub flavour: IdFlavour,
}

impl GameSpec {
    /// The sticky-action probability the id implies: 0.0 for v4 ids, 0.25 for v5 ids.
    pub fn default_repeat_action_probability(&self) -> f32 {
        match self.flavour {
            IdFlavour::V4 => 0.0,
            IdFlavour::V5 => 0.25,
        }
    }
}

/// One of the games whose ROM ships inside the `ale` crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game(usize);

/// Makes the ROM handle of one game.
type RomFn = fn() -> BundledRom;

/// (CamelCase name as in Gymnasium ids, ROM).
const GAMES: &[(&str, RomFn)] = &[
    ("Adventure", || BundledRom::Adventure),
    ("AirRaid", || BundledRom::AirRaid),
    ("Alien", || BundledRom::Alien),
    ("Amidar", || BundledRom::Amidar),
    ("Assault", || BundledRom::Assault),
    ("Asterix", || BundledRom::Asterix),
    ("Asteroids", || BundledRom::Asteroids),
    ("Atlantis", || BundledRom::Atlantis),
    ("BankHeist", || BundledRom::BankHeist),
    ("BattleZone", || BundledRom::BattleZone),
    ("BeamRider", || BundledRom::BeamRider),
    ("Berzerk", || BundledRom::Berzerk),
    ("Bowling", || BundledRom::Bowling),
    ("Boxing", || BundledRom::Boxing),
    ("Breakout", || BundledRom::Breakout),
    ("Carnival", || BundledRom::Carnival),
    ("Centipede", || BundledRom::Centipede),
    ("ChopperCommand", || BundledRom::ChopperCommand),
    ("CrazyClimber", || BundledRom::CrazyClimber),
    ("Defender", || BundledRom::Defender),
    ("DemonAttack", || BundledRom::DemonAttack),
    ("DoubleDunk", || BundledRom::DoubleDunk),
    ("ElevatorAction", || BundledRom::ElevatorAction),
    ("Enduro", || BundledRom::Enduro),
    ("FishingDerby", || BundledRom::FishingDerby),
    ("Freeway", || BundledRom::Freeway),
    ("Frostbite", || BundledRom::Frostbite),
    ("Gopher", || BundledRom::Gopher),
    ("Gravitar", || BundledRom::Gravitar),
    ("Hero", || BundledRom::Hero),
    ("IceHockey", || BundledRom::IceHockey),
    ("Jamesbond", || BundledRom::JamesBond),
    ("JourneyEscape", || BundledRom::JourneyEscape),
    ("Kaboom", || BundledRom::Kaboom),
    ("Kangaroo", || BundledRom::Kangaroo),
    ("Krull", || BundledRom::Krull),
    ("KungFuMaster", || BundledRom::KungFuMaster),
    ("MontezumaRevenge", || BundledRom::MontezumaRevenge),
    ("MsPacman", || BundledRom::MsPacman),
    ("NameThisGame", || BundledRom::NameThisGame),
    ("Phoenix", || BundledRom::Phoenix),
    ("Pitfall", || BundledRom::Pitfall),
    ("Pong", || BundledRom::Pong),
    ("Pooyan", || BundledRom::Pooyan),
    ("PrivateEye", || BundledRom::PrivateEye),
    ("Qbert", || BundledRom::QBert),
    ("Riverraid", || BundledRom::RiverRaid),
    ("RoadRunner", || BundledRom::RoadRunner),
    ("Robotank", || BundledRom::RoboTank),
    ("Seaquest", || BundledRom::Seaquest),
    ("Skiing", || BundledRom::Skiing),
    ("SpaceInvaders", || BundledRom::SpaceInvaders),
    ("StarGunner", || BundledRom::StarGunner),
    ("Tennis", || BundledRom::Tennis),
    ("TimePilot", || BundledRom::TimePilot),
    ("Tutankham", || BundledRom::Tutankham),
    ("UpNDown", || BundledRom::UpNDown),
    ("Venture", || BundledRom::Venture),
    ("VideoPinball", || BundledRom::VideoPinball),
    ("WizardOfWor", || BundledRom::WizardOfWor),
    ("YarsRevenge", || BundledRom::YarsRevenge),
    ("Zaxxon", || BundledRom::Zaxxon),
];

/// Lower case without separators, so `space_invaders`, `SpaceInvaders` and `spaceinvaders`
/// meet.
fn normalize(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// Levenshtein distance, for "did you mean" suggestions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

impl Game {
    /// Every bundled game.
    pub fn all() -> impl Iterator<Item = Game> {
        (0..GAMES.len()).map(Game)
    }

    /// The CamelCase name used in Gymnasium ids (`Breakout`, `SpaceInvaders`).
    pub fn name(self) -> &'static str {
        GAMES[self.0].0
    }

    /// CleanRL's id for the game: `{Name}NoFrameskip-v4`.
    pub fn cleanrl_id(self) -> String {
        format!("{}NoFrameskip-v4", self.name())
    }

    /// The ROM bundled in the `ale` crate.
    pub fn rom(self) -> BundledRom {
        (GAMES[self.0].1)()
    }

    /// Parses a game id: `BreakoutNoFrameskip-v4`, `Breakout-v4`, `ALE/Breakout-v5`,
    /// `Breakout-v5`, `breakout`, `space_invaders`. Case and separators do not matter.
    pub fn parse(id: &str) -> Result<GameSpec, GameError> {
        let trimmed = id.trim();
        let without_ns = trimmed.strip_prefix("ALE/").unwrap_or(trimmed);
        let (stem, flavour) = if let Some(s) = without_ns.strip_suffix("NoFrameskip-v4") {
            (s, IdFlavour::V4)
        } else if let Some(s) = without_ns.strip_suffix("-v4") {
            (s, IdFlavour::V4)
        } else if let Some(s) = without_ns.strip_suffix("-v5") {
            (s, IdFlavour::V5)
        } else {
            (without_ns, IdFlavour::V4)
        };
        let key = normalize(stem);
        if let Some(i) = GAMES.iter().position(|(n, _)| normalize(n) == key) {
            return Ok(GameSpec {
                game: Game(i),
                flavour,
            });
        }
        let best = Game::all()
            .map(|g| (edit_distance(&key, &normalize(g.name())), g))
            .min_by_key(|(d, _)| *d);
        let suggestion = match best {
            Some((d, g)) if d <= 3 => format!(" (did you mean {}?)", g.cleanrl_id()),
            _ => String::new(),
        };
        Err(GameError::Unknown {
            id: id.to_string(),
            suggestion,
            list: Game::all().map(Game::name).collect::<Vec<_>>().join(", "),
        })
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The names of ALE's 18 actions, indexed by ALE's action id (`NOOP` = 0 ... `DOWNLEFTFIRE`
/// = 17), as `env.unwrapped.get_action_meanings()` prints them.
pub const ACTION_MEANINGS: [&str; 18] = [
    "NOOP",
    "FIRE",
    "UP",
    "RIGHT",
    "LEFT",
    "DOWN",
    "UPRIGHT",
    "UPLEFT",
    "DOWNRIGHT",
    "DOWNLEFT",
    "UPFIRE",
    "RIGHTFIRE",
    "LEFTFIRE",
    "DOWNFIRE",
    "UPRIGHTFIRE",
    "UPLEFTFIRE",
    "DOWNRIGHTFIRE",
    "DOWNLEFTFIRE",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_id_style() {
        let v4 = Game::parse("BreakoutNoFrameskip-v4").unwrap();
        assert_eq!(v4.game.name(), "Breakout");
        assert_eq!(v4.flavour, IdFlavour::V4);
        let v5 = Game::parse("ALE/Breakout-v5").unwrap();
        assert_eq!(v5.game, v4.game);
        assert_eq!(v5.default_repeat_action_probability(), 0.25);
        assert_eq!(Game::parse("breakout").unwrap(), v4);
        assert_eq!(
            Game::parse("space_invaders").unwrap().game.name(),
            "SpaceInvaders"
        );
        assert_eq!(
            Game::parse("QbertNoFrameskip-v4").unwrap().game.name(),
            "Qbert"
        );
        assert_eq!(Game::parse("Pong-v4").unwrap().flavour, IdFlavour::V4);
    }

    #[test]
    fn every_game_round_trips_through_its_cleanrl_id() {
        for g in Game::all() {
            assert_eq!(Game::parse(&g.cleanrl_id()).unwrap().game, g);
        }
        assert_eq!(Game::all().count(), 62);
    }

    #[test]
    fn unknown_game_lists_the_bundled_ones_and_suggests() {
        let err = Game::parse("BreakuotNoFrameskip-v4")
            .unwrap_err()
            .to_string();
        assert!(err.contains("did you mean BreakoutNoFrameskip-v4"), "{err}");
        assert!(
            err.contains("Pong") && err.contains("SpaceInvaders"),
            "{err}"
        );
        let err = Game::parse("Tetris").unwrap_err().to_string();
        assert!(err.contains("unknown game 'Tetris'"), "{err}");
    }
}
