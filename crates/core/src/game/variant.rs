//! The variants dealt: a game with a betting structure and a split, as hand
//! histories name it (`NT`, `PT`, `FT`, `PO`, `FO/8`, `F7S`, `F7S/8`, `FR`, `NS`,
//! `N2L1D`, `F2L3D`, `FB`), each
//! with the preset bundled for it. One table row per variant.

use super::{Game, Split, Structure};

/// A variant dealt here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// No-limit Texas hold'em.
    NoLimitHoldem,
    /// Pot-limit Texas hold'em (this project's `PT`).
    PotLimitHoldem,
    /// Fixed-limit Texas hold'em.
    FixedLimitHoldem,
    /// Pot-limit Omaha.
    PotLimitOmaha,
    /// Fixed-limit Omaha hi/lo eight-or-better.
    FixedLimitOmahaHiLo,
    /// Seven card stud.
    Stud,
    /// Seven card stud hi/lo eight-or-better.
    StudHiLo,
    /// Fixed-limit razz.
    Razz,
    /// No-limit short-deck hold'em.
    NoLimitShortDeck,
    /// No-limit deuce-to-seven single draw.
    NoLimitSingleDraw,
    /// Fixed-limit deuce-to-seven triple draw.
    FixedLimitTripleDraw,
    /// Fixed-limit badugi.
    FixedLimitBadugi,
}

/// What a variant is, and its bundled preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantDef {
    /// The variant.
    pub variant: Variant,
    /// Its hand-history code, e.g. `NT`.
    pub code: &'static str,
    /// The game.
    pub game: Game,
    /// The betting structure.
    pub structure: Structure,
    /// The split.
    pub split: Split,
    /// The bundled preset's file name under `rulesets/`.
    pub preset_file: &'static str,
    /// The bundled preset's text, compiled in.
    pub preset_text: &'static str,
}

macro_rules! variants {
    ($($variant:ident $code:literal $game:ident $structure:ident $split:ident $file:literal;)*) => {
        static VARIANTS: &[VariantDef] = &[$(VariantDef {
            variant: Variant::$variant,
            code: $code,
            game: Game::$game,
            structure: Structure::$structure,
            split: Split::$split,
            preset_file: $file,
            preset_text: include_str!(concat!("../../../../rulesets/", $file)),
        },)*];
    };
}

variants! {
    NoLimitHoldem "NT" Holdem NoLimit High "nl-holdem.yaml";
    PotLimitHoldem "PT" Holdem PotLimit High "pl-holdem.yaml";
    FixedLimitHoldem "FT" Holdem FixedLimit High "fl-holdem.yaml";
    PotLimitOmaha "PO" Omaha PotLimit High "pl-omaha.yaml";
    FixedLimitOmahaHiLo "FO/8" Omaha FixedLimit HiLo8 "fl-omaha-hilo.yaml";
    Stud "F7S" Stud FixedLimit High "stud.yaml";
    StudHiLo "F7S/8" Stud FixedLimit HiLo8 "stud-hilo.yaml";
    Razz "FR" Razz FixedLimit High "razz.yaml";
    NoLimitShortDeck "NS" ShortDeck NoLimit High "nl-short-deck.yaml";
    NoLimitSingleDraw "N2L1D" DeuceSevenSingleDraw NoLimit High "nl-27-single-draw.yaml";
    FixedLimitTripleDraw "F2L3D" DeuceSevenTripleDraw FixedLimit High "fl-27-triple-draw.yaml";
    FixedLimitBadugi "FB" Badugi FixedLimit High "fl-badugi.yaml";
}

impl Variant {
    /// Every variant, in table order.
    pub const ALL: [Variant; 12] = [
        Variant::NoLimitHoldem,
        Variant::PotLimitHoldem,
        Variant::FixedLimitHoldem,
        Variant::PotLimitOmaha,
        Variant::FixedLimitOmahaHiLo,
        Variant::Stud,
        Variant::StudHiLo,
        Variant::Razz,
        Variant::NoLimitShortDeck,
        Variant::NoLimitSingleDraw,
        Variant::FixedLimitTripleDraw,
        Variant::FixedLimitBadugi,
    ];

    /// The variant's definition.
    pub fn def(self) -> &'static VariantDef {
        &VARIANTS[self as usize]
    }

    /// The hand-history code, e.g. `NT`.
    pub fn code(self) -> &'static str {
        self.def().code
    }

    /// The variant of a hand-history code, if dealt here.
    pub fn from_code(code: &str) -> Option<Variant> {
        VARIANTS.iter().find(|d| d.code == code).map(|d| d.variant)
    }

    /// The variant of a game, structure and split, if dealt here.
    pub fn of(game: Game, structure: Structure, split: Split) -> Option<Variant> {
        VARIANTS
            .iter()
            .find(|d| d.game == game && d.structure == structure && d.split == split)
            .map(|d| d.variant)
    }

    /// The bundled preset's file name under `rulesets/`.
    pub fn file_name(self) -> &'static str {
        self.def().preset_file
    }

    /// The bundled preset's YAML text.
    pub fn text(self) -> &'static str {
        self.def().preset_text
    }

    /// The game.
    pub fn game(self) -> Game {
        self.def().game
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_row_is_its_variant_and_codes_read_back() {
        for v in Variant::ALL {
            let d = v.def();
            assert_eq!(d.variant, v);
            assert_eq!(Variant::from_code(d.code), Some(v));
            assert_eq!(Variant::of(d.game, d.structure, d.split), Some(v));
            assert!(d.game.def().deals(d.split), "{v:?}");
        }
        assert_eq!(Variant::from_code("FR"), Some(Variant::Razz));
        assert_eq!(
            Variant::from_code("N2L1D"),
            Some(Variant::NoLimitSingleDraw)
        );
        assert_eq!(Variant::from_code("FB"), Some(Variant::FixedLimitBadugi));
        assert_eq!(
            Variant::of(Game::Omaha, Structure::NoLimit, Split::High),
            None
        );
    }
}
