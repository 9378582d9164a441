/**
 * Fake secrets in their real formats (the vendors' documented prefixes, lengths and alphabets)
 * inside the text they usually come in: a shell command an agent runs, a config file it writes,
 * a header it sends. `secrets` are the parts that must never be stored in clear: whole values,
 * and for forms a rule once cut short, the tail it used to leave (`p@ss@host`).
 */
export interface CorpusForm {
  form: string;
  text: string;
  secrets: string[];
}

export const REDACTION_CORPUS: readonly CorpusForm[] = [
  {
    form: 'GitHub classic token ghp_',
    text: 'git clone https://github.com/acme/app && export GH_TOKEN=ghp_RcY5HhGmzwHsLjMqgqAu9r1gXu5tbKNm4e6m',
    secrets: ['RcY5HhGmzwHsLjMqgqAu9r1gXu5tbKNm4e6m'],
  },
  {
    form: 'GitHub OAuth token gho_',
    text: 'gh auth status shows gho_hIDy3UeZgAbgLUBW2zCQtK6G1kYO9AoXIKUg',
    secrets: ['hIDy3UeZgAbgLUBW2zCQtK6G1kYO9AoXIKUg'],
  },
  {
    form: 'GitHub user-to-server token ghu_',
    text: 'curl -s api.github.com/user -H "X-Token ghu_ZnymiiOFgJTDa9D5EMhHE0GFxB5I3l4apfbD"',
    secrets: ['ZnymiiOFgJTDa9D5EMhHE0GFxB5I3l4apfbD'],
  },
  {
    form: 'GitHub installation token ghs_ in a URL user',
    text: 'git remote set-url origin https://x-access-token:ghs_yChRTPq7iEsCzsVkDCttRWcentR9WAgDeDGC@github.com/acme/app.git',
    secrets: ['yChRTPq7iEsCzsVkDCttRWcentR9WAgDeDGC'],
  },
  {
    form: 'GitHub refresh token ghr_',
    text: 'refresh with ghr_Q9blBPrefikBs4D1hmNE4RZeBP8Oja4yNPs8 tomorrow',
    secrets: ['Q9blBPrefikBs4D1hmNE4RZeBP8Oja4yNPs8'],
  },
  {
    form: 'GitHub fine-grained token github_pat_',
    text: 'echo 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 | gh auth login --with-token',
    secrets: ['O7cKILw9qnqGudbXrP2nem_sHDWGiuZGZqJ4TUV9tPVRHsPGKB0E7d32ojcD27hGL3gqTDSyRuvxlC31vU'],
  },
  {
    form: 'GitHub token as the whole URL user (https://ghp_…@github.com)',
    text: 'git push https://ghp_Lh2sQ9vKx7TnR4mWc8YpJd3eFb6GaZ1uNo5i@github.com/acme/app.git main',
    secrets: ['Lh2sQ9vKx7TnR4mWc8YpJd3eFb6GaZ1uNo5i'],
  },
  {
    form: 'Authorization: token <40 hex>',
    text: 'curl -H "Authorization: token 2f0f009369df31606499eb9b862ced426d6ef3b0" https://api.github.com/user',
    secrets: ['2f0f009369df31606499eb9b862ced426d6ef3b0'],
  },
  {
    form: 'Authorization: Bearer',
    text: "curl -H 'Authorization: Bearer Zk3QmV8pL2xR7tYw9sN4bH6cJ1dF5gA0' https://api.example.com",
    secrets: ['Zk3QmV8pL2xR7tYw9sN4bH6cJ1dF5gA0'],
  },
  {
    form: 'Authorization: Basic',
    text: 'curl -H "Authorization: Basic YWRtaW46Wjhqaq1UWlpnczRWMkY=" https://ci.example.com',
    secrets: ['YWRtaW46Wjhqaq1UWlpnczRWMkY='],
  },
  {
    form: 'GitLab personal access token glpat-',
    text: "curl --header 'PRIVATE-TOKEN: glpat-gOQQHCANc3xfuBxDLUxc' https://gitlab.com/api/v4/projects",
    secrets: ['gOQQHCANc3xfuBxDLUxc'],
  },
  {
    form: 'Slack bot token xoxb-',
    text: 'SLACK_BOT=xoxb-44413602278-1981096029538-UI1crmjpshL2CieSCtJzLowV node bot.js',
    secrets: ['UI1crmjpshL2CieSCtJzLowV'],
  },
  {
    form: 'Slack user token xoxp-',
    text: 'token xoxp-13425783874-097139172684-757086093483-3cd474e5f28ce207287f5c8ed0435d08 in the config',
    secrets: ['3cd474e5f28ce207287f5c8ed0435d08'],
  },
  {
    form: 'Slack incoming webhook URL',
    text: 'curl -X POST https://hooks.slack.com/services/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 -d @msg.json',
    secrets: ['Wk9d2PqX7rLm3vN8sT1yB5zA'],
  },
  {
    form: 'AWS access key id AKIA',
    text: 'aws configure set aws_access_key_id AKIA5VPTLE8TBHEDF83E',
    secrets: ['AKIA5VPTLE8TBHEDF83E'],
  },
  {
    form: 'AWS temporary key id ASIA',
    text: 'Credentials for ASIACFY5TXVRJHDCXLHV expire at noon',
    secrets: ['ASIACFY5TXVRJHDCXLHV'],
  },
  {
    form: 'AWS secret access key in an env assignment',
    text: 'AWS_SECRET_ACCESS_KEY=/TG7nAevIXOcA/jd/DwxvXviyGnv/1Aj3SyOtybf aws s3 ls',
    secrets: ['/TG7nAevIXOcA/jd/DwxvXviyGnv/1Aj3SyOtybf', 'DwxvXviyGnv'],
  },
  {
    form: 'AWS secret access key in ~/.aws/credentials',
    text: '[default]\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY\n',
    secrets: ['wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY', 'bPxRfiCYzEXAMPLEKEY'],
  },
  {
    form: 'AWS STS JSON SecretAccessKey',
    text: '{"Credentials": {"AccessKeyId": "ASIAJ7QWERTYUIOPASDF", "SecretAccessKey": "qR8tY2uI4oP6aS8dF0gH2jK4lZ6xC8vB0nM2qW4e", "SessionToken": "FwoGZXIvYXdzEBYaDKx7Rm9pQ2wLbT4s"}}',
    secrets: ['qR8tY2uI4oP6aS8dF0gH2jK4lZ6xC8vB0nM2qW4e', 'FwoGZXIvYXdzEBYaDKx7Rm9pQ2wLbT4s'],
  },
  {
    form: 'Stripe secret key sk_live_',
    text: 'stripe charges list --api-key=sk_live_Sq2t1SBDlS9S5IeSOzG7b3KN',
    secrets: ['Sq2t1SBDlS9S5IeSOzG7b3KN'],
  },
  {
    form: 'Stripe restricted key rk_live_ in prose',
    text: 'use rk_live_PRCLqH45QKr5XC60yWKugEi2 for the reporting job',
    secrets: ['PRCLqH45QKr5XC60yWKugEi2'],
  },
  {
    form: 'Stripe webhook secret whsec_',
    text: 'stripe listen prints whsec_xLrscmEUBfYKa0b3rlWZAXQz4Eu9ZiJb',
    secrets: ['xLrscmEUBfYKa0b3rlWZAXQz4Eu9ZiJb'],
  },
  {
    form: 'Google API key AIza',
    text: 'fetch("https://maps.googleapis.com/maps/api/geocode/json?address=x&k=AIzaYtgYBEmkSs9YVn9fsc9uQ_4tJqKQN_XLZXc")',
    secrets: ['YtgYBEmkSs9YVn9fsc9uQ_4tJqKQN_XLZXc'],
  },
  {
    form: 'Google OAuth access token ya29.',
    text: 'gcloud prints ya29.M-LzCEN322qeaH5qFwo1Eu3bk32rrWFfHAfNJBB153qAK-82UF2ulgqaP23V',
    secrets: ['M-LzCEN322qeaH5qFwo1Eu3bk32rrWFfHAfNJBB153qAK-82UF2ulgqaP23V'],
  },
  {
    form: 'Google OAuth client secret GOCSPX-',
    text: 'client secret is 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',
    secrets: ['Gc6sN2Eydht9NcpLEPnLjCXHeCMc'],
  },
  {
    form: 'npm token npm_ in .npmrc',
    text: 'echo "//registry.npmjs.org/:_authToken=npm_YoJVmxkmaXiQNcVsewHUv8EOxIzADEYWeeW9" > ~/.npmrc',
    secrets: ['YoJVmxkmaXiQNcVsewHUv8EOxIzADEYWeeW9'],
  },
  {
    form: 'npm token npm_ alone',
    text: 'published with npm_Ab3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6 yesterday',
    secrets: ['Ab3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6'],
  },
  {
    form: 'OpenAI key sk-',
    text: 'OPENAI=sk-LwYxjmsj6x99rHyFvluw8LGcBD5rOG8YPfC7fuFcHiNL2nxi python app.py',
    secrets: ['LwYxjmsj6x99rHyFvluw8LGcBD5rOG8YPfC7fuFcHiNL2nxi'],
  },
  {
    form: 'OpenAI project key sk-proj-',
    text: 'client = OpenAI(api_key="sk-proj-Z4HOwF_dv7AOJNaV3qOrwo4eJTGMJHrjUUb1MK4x86DR-LhEVpU5iF66tmH3Z3vo")',
    secrets: ['Z4HOwF_dv7AOJNaV3qOrwo4eJTGMJHrjUUb1MK4x86DR-LhEVpU5iF66tmH3Z3vo'],
  },
  {
    form: 'Anthropic key sk-ant-',
    text: 'export ANTHROPIC_API_KEY=sk-ant-api03-oRoARtsX-MREt68-boq00flkAOQSw3EywZ4w94j587C5nd_FtVUTa4Mx9O6yMpD5-2STOrp9C9UcvykYY1aTxlgUC_ZUnMB',
    secrets: ['oRoARtsX-MREt68-boq00flkAOQSw3EywZ4w94j587C5nd_FtVUTa4Mx9O6yMpD5'],
  },
  {
    form: 'Hugging Face token hf_',
    text: 'huggingface-cli login --token hf_vf2T3b5RCrxgg1uVtifq8VmtVhJhJFsJH5',
    secrets: ['vf2T3b5RCrxgg1uVtifq8VmtVhJhJFsJH5'],
  },
  {
    form: 'PyPI token pypi-',
    text: 'twine upload -u __token__ -p pypi-AgEIcHlwaS5vcmcA35CxBrN5bIr8JlsL3S_DYzCYxFxwBLqIsTMkQ64wuHBk3AzFZabl dist/*',
    secrets: ['A35CxBrN5bIr8JlsL3S_DYzCYxFxwBLqIsTMkQ64wuHBk3AzFZabl'],
  },
  {
    form: 'Docker Hub token dckr_pat_',
    text: 'docker login -u acme --password-stdin <<< dckr_pat_9KtJFTM405m6vudCGB1nb564Wii',
    secrets: ['9KtJFTM405m6vudCGB1nb564Wii'],
  },
  {
    form: 'SendGrid key SG.',
    text: 'sendgrid key 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',
    secrets: ['5LM3Au5WO1pRR4Y6rq_a1keIbVcKocIR78VrM56QFOQ'],
  },
  {
    form: 'DigitalOcean token dop_v1_',
    text: 'doctl auth init --access-token dop_v1_4f3a970b0df190deb54c78a410ff0e21a1b1c7d365985647c38e75d7ff8e4578',
    secrets: ['4f3a970b0df190deb54c78a410ff0e21a1b1c7d365985647c38e75d7ff8e4578'],
  },
  {
    form: 'Shopify token shpat_',
    text: 'shop admin uses 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',
    secrets: ['955da446cac9ca7ebcd0d3234b42ea30'],
  },
  {
    form: 'Twilio API key SK',
    text: 'twilio api key SKfe5d1f68bb891d692993de79d89dc513 for the SMS job',
    secrets: ['fe5d1f68bb891d692993de79d89dc513'],
  },
  {
    form: 'Mailgun key key-',
    text: 'mailgun key-IanLVi4ufChEnViNdUwLrUiiPJwBhhh8',
    secrets: ['IanLVi4ufChEnViNdUwLrUiiPJwBhhh8'],
  },
  {
    form: 'Telegram bot token',
    text: 'curl https://api.telegram.org/bot8745356864:AA1sYKi-w8o3dY3-BiSuRf7GusDm9d9Kxzd/getMe',
    secrets: ['1sYKi-w8o3dY3-BiSuRf7GusDm9d9Kxzd'],
  },
  {
    form: 'Databricks token dapi',
    text: 'databricks configure with dapi8e0a8587e90a513c5b4dd6def9fcefd1',
    secrets: ['8e0a8587e90a513c5b4dd6def9fcefd1'],
  },
  {
    form: 'age secret key',
    text: 'AGE-SECRET-KEY-1UAJ0QSYEZT2ZHDSKMR3CNUJHCEZFEVPP9V5FZSUYXUR4Y5MPCR54AU99AM',
    secrets: ['UAJ0QSYEZT2ZHDSKMR3CNUJHCEZFEVPP9V5FZSUYXUR4Y5MPCR54AU99AM'],
  },
  {
    form: 'JWT',
    text: 'cookie jar: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJBeUxVakx0bGg1dWpHc1lEaVdpNGltejc1RnZFMDZxdFJ4N28ifQ.QGSo72OXzToPovlu1PxxzLAm3L72gP3sitXu5vk0og5',
    secrets: ['QGSo72OXzToPovlu1PxxzLAm3L72gP3sitXu5vk0og5'],
  },
  {
    form: 'PEM private key block',
    text: 'cat > id_rsa <<EOF\n-----BEGIN OPENSSH PRIVATE KEY-----\nAF33APefPVMKB/vrSa6FQqLWSrX1IaJIokkzh6RZxBSrwI0nRjFic99B+w5w4uWT\n-----END OPENSSH PRIVATE KEY-----\nEOF',
    secrets: ['AF33APefPVMKB/vrSa6FQqLWSrX1IaJIokkzh6RZxBSrwI0nRjFic99B', 'w5w4uWT'],
  },
  {
    form: 'PEM private key block cut short',
    text: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7Z8ji1TZZgs4V2F',
    secrets: ['MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7Z8ji1TZZgs4V2F'],
  },
  {
    form: 'URL password',
    text: 'psql postgres://app:fZDjFB1MFFyemo@db.internal:5432/prod',
    secrets: ['fZDjFB1MFFyemo'],
  },
  {
    form: 'URL with an empty user (https://:TOKEN@host)',
    text: 'pip install --index-url https://:08Lr5jPN2LW6nFq3@pypi.acme.dev/simple pkg',
    secrets: ['08Lr5jPN2LW6nFq3'],
  },
  {
    form: 'URL password containing @',
    text: 'redis-cli -u redis://default:fikZF7@9Pktjkd3@cache.internal:6379',
    secrets: ['fikZF7@9Pktjkd3', '9Pktjkd3'],
  },
  {
    form: '--password VALUE',
    text: 'psql --host db --password FEIhZPSt258fJ3 --dbname prod',
    secrets: ['FEIhZPSt258fJ3'],
  },
  {
    form: '--password=VALUE',
    text: 'mysqldump --user=root --password=wRWpqQjXf3tzjD shop > shop.sql',
    secrets: ['wRWpqQjXf3tzjD'],
  },
  {
    form: 'mysql -pVALUE',
    text: 'mysql -u root -p0I0UQh9Rnk4WF3 -h 127.0.0.1 shop',
    secrets: ['0I0UQh9Rnk4WF3'],
  },
  {
    form: '--token VALUE',
    text: 'vercel deploy --prod --token S1mCD69qcmhsiExx',
    secrets: ['S1mCD69qcmhsiExx'],
  },
  {
    form: 'sshpass -p VALUE',
    text: 'sshpass -p zDSIa13mGLTPDU ssh deploy@web1',
    secrets: ['zDSIa13mGLTPDU'],
  },
  {
    form: 'curl -u user:password',
    text: 'curl -u admin:Dhw3aK9dG6VUL7 https://jenkins.internal/api/json',
    secrets: ['Dhw3aK9dG6VUL7'],
  },
  {
    form: 'keytool -storepass VALUE',
    text: 'keytool -list -keystore app.jks -storepass TYjgIEhVImHfAD',
    secrets: ['TYjgIEhVImHfAD'],
  },
  {
    form: 'JSON key "pass"',
    text: 'echo \'{"user": "svc", "pass": "lJhSkogbeZfHfc"}\' > creds.json',
    secrets: ['lJhSkogbeZfHfc'],
  },
  {
    form: 'JSON key "password"',
    text: '{"db": {"host": "db", "password": "Mq7vR2xL9pK4sT"}}',
    secrets: ['Mq7vR2xL9pK4sT'],
  },
  {
    form: 'JSON key "client_secret"',
    text: '{"client_id": "web", "client_secret": "Vb8nM1qW3eR5tY7u"}',
    secrets: ['Vb8nM1qW3eR5tY7u'],
  },
  {
    form: 'JSON key "apiKey"',
    text: 'const config = {"apiKey": "Pz4xC6vB8nM0qW2e", "region": "eu"}',
    secrets: ['Pz4xC6vB8nM0qW2e'],
  },
  {
    form: 'JSON key "auth" in JSON inside a string',
    text: '{"payload": "{\\"auth\\": \\"Hj5kL7zX9cV1bN3m\\"}"}',
    secrets: ['Hj5kL7zX9cV1bN3m'],
  },
  {
    form: 'JSON key "private_key"',
    text: '{"type": "service_account", "private_key": "Qa1Ws2Ed3Rf4Tg5Yh6"}',
    secrets: ['Qa1Ws2Ed3Rf4Tg5Yh6'],
  },
  {
    form: 'env DB_PASS=',
    text: 'DB_PASS=Uj7Ik8Ol9Pq0Wz1X ./migrate.sh',
    secrets: ['Uj7Ik8Ol9Pq0Wz1X'],
  },
  {
    form: 'env MYSQL_PWD=',
    text: 'MYSQL_PWD=Nh6Bg5Vf4Cd3Xs2Z mysql -u root shop',
    secrets: ['Nh6Bg5Vf4Cd3Xs2Z'],
  },
  {
    form: 'env PGPASSWORD=',
    text: "PGPASSWORD='Ty6Ur7Ie8Wo9Qp0A' psql -h db prod",
    secrets: ['Ty6Ur7Ie8Wo9Qp0A'],
  },
  {
    form: 'YAML secret:',
    text: 'webhook:\n  secret: Rt5Yu6Io7Pl8Kj9H\n  url: https://ci.example.com',
    secrets: ['Rt5Yu6Io7Pl8Kj9H'],
  },
  {
    form: 'query string access_token=',
    text: 'GET https://graph.example.com/me?fields=id&access_token=EAAGm0PX4ZCpsBAKj8sT2q',
    secrets: ['EAAGm0PX4ZCpsBAKj8sT2q'],
  },
  {
    form: 'header X-API-Key:',
    text: 'curl -H "X-API-Key: Gf4Dd5Ss6Aa7Qq8W" https://api.example.com/v1',
    secrets: ['Gf4Dd5Ss6Aa7Qq8W'],
  },
  {
    form: 'Cookie header',
    text: 'curl -H "Cookie: theme=dark; session=Lk9Jh8Gf7Ds6Aa5Q" https://app.example.com',
    secrets: ['Lk9Jh8Gf7Ds6Aa5Q'],
  },
  {
    form: 'Azure storage AccountKey=',
    text: 'DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==;EndpointSuffix=core.windows.net',
    secrets: ['Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA=='],
  },
  {
    form: 'Discord webhook URL',
    text: 'curl https://discord.com/api/webhooks/112233445566778899/Xy7Wv6Ut5Sr4Qp3On2Ml1Kj0Ih9Gf8Ed',
    secrets: ['Xy7Wv6Ut5Sr4Qp3On2Ml1Kj0Ih9Gf8Ed'],
  },
];
