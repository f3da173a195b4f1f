# Words shared by every area: dates, the subject of an error reply.

# A moment, as `2026-11-21 00:15 UTC`. The parts come zero-padded.
time = { $year }-{ $month }-{ $day } { $hour }:{ $minute } UTC
# A day, as `2026-11-21`.
date = { $year }-{ $month }-{ $day }

# The subject of a reply to a command that was refused.
error-subject = Stratego error: { $reason }
