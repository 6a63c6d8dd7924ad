//! A game's name as a sentence says it, in the reader's language.

use dealerdesk_core::game::Game;
use dealerdesk_core::rules::Variant;
use dealerdesk_i18n::Words;

/// The game's name: `Hold'em`, `Omaha`, `Seven Card Stud`, `Razz`, `Short Deck Hold'em`.
pub fn game_name(words: Words, game: Game) -> String {
    words.get(match game {
        Game::Holdem => "game-holdem",
        Game::Omaha => "game-omaha",
        Game::Stud => "game-stud",
        Game::Razz => "game-razz",
        Game::ShortDeck => "game-short-deck",
        Game::DeuceSevenSingleDraw => "game-deuce-seven-single-draw",
        Game::DeuceSevenTripleDraw => "game-deuce-seven-triple-draw",
        Game::Badugi => "game-badugi",
    })
}

/// A variant's name by its code from the game table (`FO/8` keyed as
/// `FO-8`): `Limit hold'em`, `Razz`, `Stud hi/lo`, `2-7 triple draw`.
pub fn variant_name(words: Words, variant: Variant) -> String {
    let code = variant.code().replace('/', "-");
    words.with(
        "variant-name",
        &dealerdesk_i18n::Args::new().str("code", code),
    )
}
