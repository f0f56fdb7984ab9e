//! A random policy's and a human tester's scores on the Atari-57 games, the table human-
//! normalised scores are computed from (Mnih et al., Nature 2015, extended to 57 games by
//! Badia et al., ICML 2020, as DQN Zoo and rliable's Atari results use it): episodes start
//! after 1 to 30 no-ops and end after 108,000 frames.

use crate::env::Game;

/// (game, random, human), games by their Gymnasium names.
const SCORES: &[(&str, f64, f64)] = &[
    ("Alien", 227.8, 7127.7),
    ("Amidar", 5.8, 1719.5),
    ("Assault", 222.4, 742.0),
    ("Asterix", 210.0, 8503.3),
    ("Asteroids", 719.1, 47388.7),
    ("Atlantis", 12850.0, 29028.1),
    ("BankHeist", 14.2, 753.1),
    ("BattleZone", 2360.0, 37187.5),
    ("BeamRider", 363.9, 16926.5),
    ("Berzerk", 123.7, 2630.4),
    ("Bowling", 23.1, 160.7),
    ("Boxing", 0.1, 12.1),
    ("Breakout", 1.7, 30.5),
    ("Centipede", 2090.9, 12017.0),
    ("ChopperCommand", 811.0, 7387.8),
    ("CrazyClimber", 10780.5, 35829.4),
    ("Defender", 2874.5, 18688.9),
    ("DemonAttack", 152.1, 1971.0),
    ("DoubleDunk", -18.6, -16.4),
    ("Enduro", 0.0, 860.5),
    ("FishingDerby", -91.7, -38.7),
    ("Freeway", 0.0, 29.6),
    ("Frostbite", 65.2, 4334.7),
    ("Gopher", 257.6, 2412.5),
    ("Gravitar", 173.0, 3351.4),
    ("Hero", 1027.0, 30826.4),
    ("IceHockey", -11.2, 0.9),
    ("Jamesbond", 29.0, 302.8),
    ("Kangaroo", 52.0, 3035.0),
    ("Krull", 1598.0, 2665.5),
    ("KungFuMaster", 258.5, 22736.3),
    ("MontezumaRevenge", 0.0, 4753.3),
    ("MsPacman", 307.3, 6951.6),
    ("NameThisGame", 2292.3, 8049.0),
    ("Phoenix", 761.4, 7242.6),
    ("Pitfall", -229.4, 6463.7),
    ("Pong", -20.7, 14.6),
    ("PrivateEye", 24.9, 69571.3),
    ("Qbert", 163.9, 13455.0),
    ("Riverraid", 1338.5, 17118.0),
    ("RoadRunner", 11.5, 7845.0),
    ("Robotank", 2.2, 11.9),
    ("Seaquest", 68.4, 42054.7),
    ("Skiing", -17098.1, -4336.9),
    ("Solaris", 1236.3, 12326.7),
    ("SpaceInvaders", 148.0, 1668.7),
    ("StarGunner", 664.0, 10250.0),
    ("Surround", -10.0, 6.5),
    ("Tennis", -23.8, -8.3),
    ("TimePilot", 3568.0, 5229.2),
    ("Tutankham", 11.4, 167.6),
    ("UpNDown", 533.4, 11693.2),
    ("Venture", 0.0, 1187.5),
    ("VideoPinball", 16256.9, 17667.9),
    ("WizardOfWor", 563.5, 4756.5),
    ("YarsRevenge", 3092.9, 54576.9),
    ("Zaxxon", 32.5, 9173.3),
];

/// A random policy's and a human's score on `game`, when the table has it.
pub fn random_and_human(game: Game) -> Option<(f64, f64)> {
    SCORES
        .iter()
        .find(|(name, _, _)| *name == game.name())
        .map(|&(_, r, h)| (r, h))
}

/// The Atari-57 games of the table, by their Gymnasium names.
pub fn atari57() -> impl Iterator<Item = &'static str> {
    SCORES.iter().map(|s| s.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_57_games_and_names_them_as_the_bundled_roms() {
        assert_eq!(SCORES.len(), 57);
        let mut unbundled = Vec::new();
        for (name, random, human) in SCORES {
            assert!(human > random, "{name}");
            match Game::parse(name) {
                Ok(spec) => assert_eq!(spec.game.name(), *name),
                Err(_) => unbundled.push(*name),
            }
        }
        // The `ale` crate ships every Atari-57 ROM but these two.
        assert_eq!(unbundled, ["Solaris", "Surround"]);
        let pong = Game::parse("PongNoFrameskip-v4").unwrap().game;
        assert_eq!(random_and_human(pong), Some((-20.7, 14.6)));
        assert_eq!(random_and_human(Game::parse("Pooyan").unwrap().game), None);
    }
}
