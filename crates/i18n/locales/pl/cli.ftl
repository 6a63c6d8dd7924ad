cli-rules-follows = { $name } — według { $follows }
cli-rules-chosen = wybrano: { $value }
cli-rules-no-rule = { $file }: nie ma zasady „{ $rule }”; zasady tutaj: { $rules }
