# Dato og klokkeslæt: chronos strftime-mønstre (05.11.2026).
when-date = %d.%m.%Y
when-time = %H:%M:%S
when-time-ms = %H:%M:%S%.3f
when-date-time = %d.%m.%Y %H:%M:%S
