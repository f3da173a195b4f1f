# Tournaments: `stratego help tournaments`. The option column stays aligned: its
# explanations start in the same column in every language.

tournament-help =
    Tournaments

    A director makes a tournament, players join, the director starts it. Each round the server pairs the players and makes one game per pair, with the tournament's options: no challenge to accept, your game comes in its own mail asking for your army. The next round is paired as soon as the last game of a round ends; after each round every player gets the standings, and after the last one the final table.

      stratego tournaments
      stratego tournament <number>
      stratego tournament join <number> <userid> <password>
      stratego tournament leave <number> <userid> <password>

    To direct one:

      stratego tournament new <userid> <password> <name> -swiss
      stratego tournament close <number> <userid> <password>
      stratego tournament start <number> <userid> <password>
      stratego tournament reopen <number> <userid> <password>
      stratego tournament cancel <number> <userid> <password>

    Close takes no more entries (at least { $min } players); reopen takes them again; cancel calls off a tournament not started.

      -swiss             a Swiss tournament (the default)
      -swiss=ROUNDS      with that many rounds
      -roundrobin        everyone plays everyone once
      -doubleroundrobin  twice, once with each colour

    Any option of a challenge may follow (send 'stratego help options'): the game (-small, -barrage, -duel, -domino, one of them), -nag=DAYS (the reminder, 7 days unless given), -forfeit=DAYS (21 unless given; longer than -nag) and the rest. A Swiss tournament has as many rounds as needed to find a winner unless given.

    A win is 1 point, a draw 1/2, a loss 0; a game lost on time or never set up is lost by forfeit. With an odd number of players one player a round has the bye: the points of a win. Ties are broken by Buchholz Cut-1, Buchholz, Sonneborn-Berger, direct encounter and wins in a Swiss tournament; by Sonneborn-Berger, direct encounter and wins in a round robin.

    Leaving after the start withdraws you: you are not paired again, and a game of the tournament you have not finished is lost by forfeit. Tournament games are rated like any other.
