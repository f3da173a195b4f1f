//! The README's "Try it by hand" recipe, run as pasted (issue 26): the shell block with the
//! test's binary in place of `cargo run --release`.

use crate::support::server::Env;

#[test]
fn the_readme_recipe_plays_a_move_against_the_robot() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let section = readme
        .split("## Try it by hand")
        .nth(1)
        .expect("a Try it by hand section");
    let block = section
        .split("```sh\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("its shell block");
    // The build line says it is building (issue 79); the test has its binary already.
    let build = block.lines().next().unwrap_or_default();
    assert!(
        build.starts_with("echo \"building") && build.contains("cargo build --release"),
        "{build}"
    );
    let first = block.lines().nth(1).unwrap_or_default();
    assert!(first.starts_with("pbem() { cargo run --release"), "{first}");
    let script = block
        .replacen(build, "", 1)
        .replacen(first, r#"pbem() { "$PBEM_BIN" "$@"; }"#, 1);
    let env = Env::new();
    let mut cmd = std::process::Command::new("bash");
    env.configure(&mut cmd);
    let out = cmd
        .args(["-e", "-c", &script])
        .env("PBEM_BIN", assert_cmd::cargo::cargo_bin!("stratego-pbem"))
        .output()
        .expect("bash");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    for step in [
        "applied: registered alice",
        "applied: confirmed the address of alice",
        "applied: game 1 created: alice against robot",
        "applied: game 1: armies in, game started",
        "applied: game 1: ply 1 a4-a5, ply 2",
    ] {
        assert!(
            stdout.contains(step) || stderr.contains(step),
            "{step}:\n{stdout}\n{stderr}"
        );
    }
    assert!(stdout.contains("Welcome, alice!"), "{stdout}");
    assert!(stdout.contains("alice (Red) played a4-a5."), "{stdout}");
    // The board asks for the next move once, by its number.
    assert!(stdout.contains("You are to play move 3."), "{stdout}");
    // Every reply answered a mail with a reply address, never a mail without one.
    assert!(!stderr.contains("error"), "{stderr}");
}
