cli-rules-follows = { $name } — podle { $follows }
cli-rules-chosen = zvoleno: { $value }
cli-rules-no-rule = { $file }: pravidlo „{ $rule }“ tu není; pravidla: { $rules }
