//! The `dealerdesk` program: the dealer console, and the command-line faces.

mod cli;

use std::process::ExitCode;

use clap::Parser;
use dealerdesk::i18n::{Args, Lang, Words};
use dealerdesk::rules::HouseRules;
use dealerdesk::ui::{Console, ConsoleOptions, run, sample};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    let Some(command) = args.command else {
        return console(args);
    };
    match cli::run(command, args.lang.as_deref()) {
        Ok(code) => ExitCode::from(code as u8),
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            // The reader went away (e.g. `| head`): nothing left to say.
            ExitCode::SUCCESS
        }
        Err(e) => fail(
            args.lang.as_deref().and_then(|l| l.parse().ok()),
            format!("{e:#}"),
        ),
    }
}

/// Says a failure on standard error in `lang`, else the locale's language,
/// and gives the exit code of a failure.
fn fail(lang: Option<Lang>, detail: String) -> ExitCode {
    let args = Args::new().str("detail", detail);
    eprintln!("{}", reader(lang).with("cli-error", &args));
    ExitCode::from(2)
}

/// The words of `lang`, else of the locale's language.
fn reader(lang: Option<Lang>) -> Words {
    Words::new(lang.or_else(Lang::from_env).unwrap_or_default())
}

/// Opens the console (or renders a sample scene to a PNG).
fn console(args: cli::Cli) -> ExitCode {
    // A language asked for; else the house file's, else the locale's.
    let lang = match args.lang.as_deref().map(str::parse::<Lang>).transpose() {
        Ok(lang) => lang,
        Err(e) => return fail(None, e.to_string()),
    };
    let result = match (&args.screenshot, &args.scene) {
        (Some(path), Some(name)) => screenshot(path, name, lang),
        _ => {
            let rules = match args.rules.as_deref().map(HouseRules::from_file) {
                Some(Err(e)) => {
                    return fail(lang, dealerdesk::speak::rules_error(reader(lang), &e));
                }
                Some(Ok(r)) => Some(r),
                None => None,
            };
            let room = match dealerdesk::room::config::room_url(args.room.as_deref()) {
                Ok(room) => room,
                Err(e) => return fail(lang, e.to_string()),
            };
            let mut console = Console::new(ConsoleOptions { db: args.db, rules });
            if let Some(url) = room {
                console.connect_room(url);
            }
            if let Some(lang) = lang {
                console.speak(lang);
            }
            if let Some(clock) = args.clock {
                console.clock_mode(match clock {
                    cli::ClockFlag::Wall => dealerdesk::tournament::ClockMode::Wall,
                    cli::ClockFlag::Manual => dealerdesk::tournament::ClockMode::Manual,
                });
            }
            run::run(console, args.exit_after_frames)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(lang, e),
    }
}

fn screenshot(path: &std::path::Path, name: &str, lang: Option<Lang>) -> Result<(), String> {
    let scene = sample::Scene::named(name).ok_or_else(|| {
        let names: Vec<&str> = sample::Scene::ALL.iter().map(|(_, n)| *n).collect();
        format!("no scene '{name}': {}", names.join(", "))
    })?;
    let dir = std::env::temp_dir().join(format!("dealerdesk-scene-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut console = sample::scene(scene, &dir).map_err(|e| e.to_string())?;
    console.speak(lang.unwrap_or_default());
    let shot = run::screenshot(console, path);
    // Best effort: the scene's log is scratch.
    let _ = std::fs::remove_dir_all(&dir);
    shot
}
