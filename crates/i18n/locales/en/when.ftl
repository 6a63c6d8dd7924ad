# Dates and times: chrono's strftime patterns (%d day, %m month, %b the
# month's short name, %Y year, %H:%M:%S a 24-hour time, %.3f milliseconds
# with the language's decimal sign, a - to drop a leading zero).
when-date = %-d %b %Y
when-time = %H:%M:%S
when-time-ms = %H:%M:%S%.3f
when-date-time = %-d %b %Y %H:%M:%S
