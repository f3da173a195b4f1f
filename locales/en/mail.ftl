# A mail as a whole: one too large to read, one without a command.

mail-too-large = message too large
    .detail = Your mail is larger than { $max } KiB, so it was not read. Send the command again in a plain text mail without attachments.

mail-no-command = no command found
    .detail = Neither the subject nor the body of your mail holds a command: a line that starts with the word stratego. Send 'stratego help' as the subject for the list of commands.
