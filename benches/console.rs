//! Frame CPU time of the console: one whole frame (layout of every panel and
//! the tessellation into triangles) for a ten-seat table mid-hand on the flop,
//! at 1280×800. Rendering the triangles is the GPU's (or llvmpipe's) job and is
//! not counted. Target: under 2 ms. Run with `cargo bench --bench console`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dealerdesk::ui::{Console, sample};
use eframe::egui;

fn frame(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let desk = sample::ten_seats_mid_hand(&dir.path().join("bench.sqlite")).expect("sample table");
    let mut console = Console::with_desk(desk);
    let ctx = egui::Context::default();
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    };
    // Warm up: fonts and layout caches, as in a running console.
    for _ in 0..5 {
        let out = ctx.run_ui(input(), |ui| console.show(ui));
        ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    c.bench_function("console frame, 10 seats mid-hand", |b| {
        b.iter(|| {
            let out = ctx.run_ui(input(), |ui| console.show(ui));
            black_box(ctx.tessellate(out.shapes, out.pixels_per_point))
        });
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
