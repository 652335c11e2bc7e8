//! Plays a game of Football Fever, computer against computer, and prints it.
//!
//!     cargo run -p huddle-fever --example fever_sim -- --seed 1
//!     cargo run -p huddle-fever --example fever_sim -- --seed 1 --college --championship --json
//!     cargo run --release -p huddle-fever --example fever_sim -- --games 100000
use huddle_fever::report::summarize;
use huddle_fever::sim::{play_game, SimOptions};
use huddle_fever::{GameLength, OvertimeRule};

fn main() {
    let mut opts = SimOptions::default();
    let mut seed = 1u64;
    let mut games: Option<u64> = None;
    let mut json = false;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    let value = |i: usize| -> String {
        args.get(i + 1).cloned().unwrap_or_else(|| {
            eprintln!("{} needs a value", args[i]);
            std::process::exit(2)
        })
    };
    while i < args.len() {
        match args[i].as_str() {
            "--seed" => {
                seed = value(i).parse().unwrap_or_else(|_| bad("--seed"));
                i += 1;
            }
            "--games" => {
                games = Some(value(i).parse().unwrap_or_else(|_| bad("--games")));
                i += 1;
            }
            "--dice" => {
                opts.dice = Some(value(i).into());
                i += 1;
            }
            "--cards" => {
                opts.cards = Some(value(i).into());
                i += 1;
            }
            "--length" => {
                opts.rules.length = match value(i).as_str() {
                    "full" => GameLength::Full,
                    "first-half" => GameLength::FirstHalf,
                    "second-half" => GameLength::SecondHalf,
                    "second-and-fourth" => GameLength::SecondAndFourth,
                    "short" => GameLength::Short,
                    _ => bad("--length (full, first-half, second-half, second-and-fourth, short)"),
                };
                i += 1;
            }
            "--college" => opts.rules.college = true,
            "--championship" => opts.rules.overtime = OvertimeRule::Championship,
            "--no-in-out" => opts.rules.in_out_die = false,
            "--json" => json = true,
            "-h" | "--help" => {
                println!("fever_sim [--seed N] [--games N] [--length L] [--college] [--championship] [--no-in-out] [--dice FILE] [--cards FILE] [--json]");
                return;
            }
            other => bad(other),
        }
        i += 1;
    }
    if let Some(n) = games {
        match summarize(n, seed, &opts) {
            Ok(s) => print!("{}", s.render_text()),
            Err(e) => {
                eprintln!("error: {e}");
                std::process::exit(1)
            }
        }
        return;
    }
    match play_game(seed, &opts) {
        Ok(r) => {
            if json {
                match r.to_json() {
                    Ok(j) => println!("{j}"),
                    Err(e) => eprintln!("error: {e}"),
                }
            } else {
                print!("{}", r.render_text())
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1)
        }
    }
}

fn bad<T>(what: &str) -> T {
    eprintln!("bad argument: {what}");
    std::process::exit(2)
}
