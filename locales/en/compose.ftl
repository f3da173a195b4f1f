# Click to compose (issue 79): the link in a board mail's HTML part, and the pages `/play`
# and `/setup`. The page's script shows the ones it needs from the page's markup, so no
# word lives in the script.

## The link in a board mail

compose-play-link = Click your move
compose-setup-link = Set up your army by clicking
# After either link: what the page does and does not do.
compose-link-note = The page writes the reply mail for you; you press send.

## The pages

compose-play-heading = Your move
compose-setup-heading = Set up your army
compose-play-intro = Click one of your pieces, then the square it goes to. The marked squares are where it may go. Then write the mail: your mail program opens it with the move in it, and you press send.
compose-setup-intro = Click two squares to swap them, or a piece below the board and then a square. Auto sets up a random army, Clear takes every piece off. When every piece stands, write the mail: your mail program opens it with the army in it, and you press send.
# The setup page opened without a game.
compose-setup-alone = Without a game, the page writes the army as text for you to copy into a deploy mail.
# The choice of game on a setup page without a game.
compose-game-kind = Game
# The buttons: a random army, every piece off, Domino's tile turned round.
compose-auto = Auto
compose-clear = Clear
compose-turn = Turn the tile
compose-write = Write the mail
compose-preview = The mail will say:
# The head of the mail shown under it: `To: ...`, `Subject: ...`.
compose-preview-head =
    .to = To:
    .subject = Subject:
compose-army-text = Your army, to copy:
compose-tray = Not yet placed:

## What the page says as the player clicks

compose-pick-piece = Click one of your pieces.
compose-cannot-move = That piece cannot move there, or at all. Choose another.
compose-pick-square = Now click a marked square, or another piece.
compose-move-ready = Ready: write the mail, or click again to change the move.
compose-place-all = Place every piece to write the mail.
compose-army-ready = Ready: write the mail, or swap more squares.
compose-broken-link = This link is incomplete. Open it again from your mail, or reply to the mail by hand.
compose-needs-script = This page needs JavaScript. Without it, reply to the mail by hand.
compose-privacy = What this page knows of your game came in the link after the #, which your browser never sends to the server. The page sends nothing: only the mail you send counts.
