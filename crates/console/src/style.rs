//! Large, high-contrast type and the console's colours.

use eframe::egui::{self, Color32, FontId, TextStyle};

/// The felt.
pub const FELT: Color32 = Color32::from_rgb(22, 92, 52);
/// The player to act, and the dealer's next step.
pub const TO_ACT: Color32 = Color32::from_rgb(255, 214, 10);
/// Refusals and errors.
pub const REFUSED: Color32 = Color32::from_rgb(255, 110, 100);
/// Rulings the engine applied.
pub const RULING: Color32 = Color32::from_rgb(120, 190, 255);
/// Done, accepted.
pub const OK: Color32 = Color32::from_rgb(120, 230, 140);
/// Secondary text.
pub const DIM: Color32 = Color32::from_rgb(170, 170, 170);
/// Hearts (and diamonds in the two-colour deck).
pub const RED_SUIT: Color32 = Color32::from_rgb(255, 110, 110);
/// Diamonds in the four-colour deck.
pub const BLUE_SUIT: Color32 = Color32::from_rgb(110, 170, 255);
/// Clubs in the four-colour deck.
pub const GREEN_SUIT: Color32 = Color32::from_rgb(110, 225, 120);

/// Sizes for text meant to be read at arm's length.
pub const BIG: f32 = 30.0;

/// The four suit signs (♠ ♥ ♦ ♣) that rulings name cards with, cut from
/// DejaVu Sans (`fonts/LICENSE-DejaVu.txt`): egui's own fonts lack them.
const SUITS: &[u8] = include_bytes!("../fonts/dejavu-suits.ttf");

/// Sets the console's dark, high-contrast style with large type.
pub fn apply(ctx: &egui::Context) {
    let fallback = |family| egui::epaint::text::InsertFontFamily {
        family,
        priority: egui::FontPriority::Lowest,
    };
    ctx.add_font(egui::FontInsert::new(
        "dejavu-suits",
        egui::FontData::from_static(SUITS),
        vec![
            fallback(egui::FontFamily::Proportional),
            fallback(egui::FontFamily::Monospace),
        ],
    ));
    ctx.set_theme(egui::Theme::Dark);
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (TextStyle::Heading, FontId::proportional(26.0)),
            (TextStyle::Body, FontId::proportional(19.0)),
            (TextStyle::Button, FontId::proportional(19.0)),
            (TextStyle::Monospace, FontId::monospace(19.0)),
            (TextStyle::Small, FontId::proportional(15.0)),
        ]
        .into();
        style.visuals = egui::Visuals::dark();
        style.spacing.button_padding = egui::vec2(10.0, 6.0);
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.visuals.override_text_color = Some(Color32::from_rgb(240, 240, 240));
        // A scroll bar stands beside whatever overflows, hovered or not: a
        // dealer at the keyboard sees that there is more.
        style.spacing.scroll = egui::style::ScrollStyle {
            bar_width: 10.0,
            foreground_color: true,
            ..egui::style::ScrollStyle::solid()
        };
        // A steady cursor: a blinking one repaints the window twice a
        // second while the command line waits for the dealer.
        style.visuals.text_cursor.blink = false;
    });
}

/// Where the deck choice is kept in egui's memory.
fn four_colour_id() -> egui::Id {
    egui::Id::unique("four-colour-deck")
}

/// Whether cards are drawn in four colours (the default: spades white,
/// hearts red, diamonds blue, clubs green) rather than two.
pub fn four_colour(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp(four_colour_id())).unwrap_or(true)
}

/// Chooses the four-colour or the two-colour deck.
pub fn set_four_colour(ctx: &egui::Context, on: bool) {
    ctx.data_mut(|d| d.insert_temp(four_colour_id(), on));
}

/// A card's colour in the chosen deck; dim for a card nobody saw.
pub fn card_color(ctx: &egui::Context, card: Option<dealerdesk_core::cards::Card>) -> Color32 {
    use dealerdesk_core::cards::Suit;
    let four = four_colour(ctx);
    match card.map(|c| c.suit()) {
        None => DIM,
        Some(Suit::Hearts) => RED_SUIT,
        Some(Suit::Diamonds) if four => BLUE_SUIT,
        Some(Suit::Diamonds) => RED_SUIT,
        Some(Suit::Clubs) if four => GREEN_SUIT,
        Some(Suit::Clubs | Suit::Spades) => Color32::WHITE,
    }
}

/// A card as coloured text (`??` for a card nobody saw).
pub fn card_text(
    ctx: &egui::Context,
    card: Option<dealerdesk_core::cards::Card>,
    size: f32,
) -> egui::RichText {
    let text = card.map_or_else(|| "??".to_string(), |c| c.to_string());
    egui::RichText::new(text)
        .size(size)
        .strong()
        .color(card_color(ctx, card))
}
