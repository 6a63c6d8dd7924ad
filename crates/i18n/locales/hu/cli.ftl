cli-rules-follows = { $name } — alapja: { $follows }
cli-rules-chosen = választott: { $value }
cli-rules-no-rule = { $file }: nincs „{ $rule }” szabály; szabályok itt: { $rules }
