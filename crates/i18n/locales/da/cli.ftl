cli-rules-follows = { $name } — følger { $follows }
cli-rules-chosen = valgt: { $value }
cli-rules-no-rule = { $file }: ingen regel »{ $rule }«; regler her: { $rules }
