# The command line's human output.
cli-rules-follows = { $name } — follows { $follows }
cli-rules-chosen = chosen: { $value }
cli-rules-no-rule = { $file }: no rule “{ $rule }”; rules here: { $rules }
