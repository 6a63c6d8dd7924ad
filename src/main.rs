//! The `dealerdesk` program: the console (issue in progress) and the command-line faces.

mod cli;

use clap::Parser;

fn main() -> std::process::ExitCode {
    let args = cli::Cli::parse();
    let Some(command) = args.command else {
        eprintln!(
            "the dealer console is not part of this build yet; see `dealerdesk --help` for the command-line tools"
        );
        return std::process::ExitCode::from(2);
    };
    match cli::run(command) {
        Ok(code) => std::process::ExitCode::from(code as u8),
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            // The reader went away (e.g. `| head`): nothing left to say.
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::from(2)
        }
    }
}
