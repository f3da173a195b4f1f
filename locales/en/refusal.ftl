# The frame of an error reply (its reason and explanation come from each area).

# The command as sent, quoted below this line ...
refusal-command = Your command
# ... and this one after it.
refusal-not-carried-out = was not carried out:
# A mail with no command line.
refusal-mail = Your mail was not carried out:
# The end of an error reply.
refusal-nothing-changed = Nothing was changed.
# After refusal-nothing-changed, unless the reason named the help already.
refusal-help = Send 'stratego help' for the overview.
