//! A game's name as a sentence says it, in the reader's language.

use dealerdesk_core::game::Game;
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
