//! Opening the console window, and rendering a scene to a PNG file (for the
//! screenshots and the cold-start measurement).

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use eframe::egui;

use dealerdesk_i18n::Words;

use super::Console;
use super::speech::Say;

/// The window's first size: the smallest screen the console is laid out for.
pub const WINDOW: [f32; 2] = [1280.0, 800.0];

fn native_options() -> eframe::NativeOptions {
    eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Dealer Desk")
            .with_inner_size(WINDOW)
            .with_min_inner_size([1024.0, 640.0]),
        ..Default::default()
    }
}

/// Runs the console until its window closes. With `exit_after` set, the
/// window closes itself after that many frames (to time a cold start).
/// Fails when the window closes on a log that could not be written to and
/// no other was chosen, so the process exits non-zero.
pub fn run(console: Console, exit_after: Option<u32>) -> Result<(), String> {
    let refused: Arc<Mutex<Option<String>>> = Arc::new(Mutex::new(console.cannot_continue()));
    let w = Words::new(console.languages().0);
    let app = Driver {
        console,
        frames: 0,
        exit_after,
        shot: None,
        requested: false,
        refused: refused.clone(),
    };
    eframe::run_native(
        "Dealer Desk",
        native_options(),
        Box::new(move |_cc| Ok(Box::new(app))),
    )
    .map_err(|e| window_failed(w, e))?;
    match refused.lock().map_err(|e| e.to_string())?.take() {
        Some(why) => Err(why),
        None => Ok(()),
    }
}

/// Why the window did not open, in the console's language.
fn window_failed(w: Words, e: eframe::Error) -> String {
    w.tw(
        "console-window-failed",
        dealerdesk_i18n::Args::new().str("detail", e.to_string()),
    )
}

/// Draws `console` in a window, saves a frame (the fourth or later, once the
/// console is idle) as a PNG at `path` and
/// closes. Fails if the window cannot open or nothing was rendered.
pub fn screenshot(console: Console, path: &Path) -> Result<(), String> {
    let result: Arc<Mutex<Option<Result<(), String>>>> = Arc::default();
    let w = Words::new(console.languages().0);
    let app = Driver {
        console,
        frames: 0,
        exit_after: None,
        shot: Some((path.to_path_buf(), result.clone())),
        requested: false,
        refused: Arc::default(),
    };
    eframe::run_native(
        "Dealer Desk",
        native_options(),
        Box::new(move |_cc| Ok(Box::new(app))),
    )
    .map_err(|e| window_failed(w, e))?;
    let outcome = result.lock().map_err(|e| e.to_string())?.take();
    outcome.unwrap_or_else(|| Err("the window closed before a frame was captured".into()))
}

type Shot = (PathBuf, Arc<Mutex<Option<Result<(), String>>>>);

struct Driver {
    console: Console,
    frames: u32,
    exit_after: Option<u32>,
    shot: Option<Shot>,
    requested: bool,
    /// Why the console cannot go on, as of the last frame.
    refused: Arc<Mutex<Option<String>>>,
}

impl eframe::App for Driver {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.console.show(ui);
        self.frames += 1;
        if let Ok(mut refused) = self.refused.lock() {
            *refused = self.console.cannot_continue();
        }
        let ctx = ui.ctx().clone();
        if self.exit_after.is_some_and(|n| self.frames >= n) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        if let Some((path, result)) = &self.shot {
            let done = result.lock().is_ok_and(|r| r.is_some());
            if done {
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            } else if self.frames >= 4 && !self.console.is_busy() && !self.requested {
                self.requested = true;
                let (path, result) = (path.clone(), result.clone());
                let waker = ctx.clone();
                ctx.request_screenshot(move |image| {
                    let saved = save_png(&path, &image);
                    if let Ok(mut r) = result.lock() {
                        *r = Some(saved);
                    }
                    waker.request_repaint();
                });
            }
            ctx.request_repaint();
        }
    }
}

/// Writes an RGBA image as PNG; refuses an empty or blank one.
fn save_png(path: &Path, image: &egui::ColorImage) -> Result<(), String> {
    let [w, h] = image.size;
    if w == 0 || h == 0 {
        return Err("the captured frame is empty".into());
    }
    let first = image.pixels[0];
    if image.pixels.iter().all(|p| *p == first) {
        return Err("the captured frame is one flat colour: nothing was rendered".into());
    }
    let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder
        .write_header()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let bytes: Vec<u8> = image.pixels.iter().flat_map(|p| p.to_array()).collect();
    writer
        .write_image_data(&bytes)
        .map_err(|e| format!("{}: {e}", path.display()))
}
