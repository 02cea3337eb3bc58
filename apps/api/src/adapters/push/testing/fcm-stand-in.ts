import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { listen, readBody } from './listen';

/**
 * FCM HTTP v1 and Google's OAuth2 token endpoint: POST /token checks the service account's RS256
 * JWT-bearer assertion and hands out an access token; POST /v1/projects/<id>/messages:send checks
 * the bearer and answers like FCM (UNREGISTERED for tokens marked dead).
 */
export async function startFcmStandIn(projectId = 'manara-test') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accessTokens = new Set<string>();
  const dead = new Set<string>();
  const sent: Array<{ token: string; notification: { title: string; body: string }; link: string }> = [];
  const assertions: Array<Record<string, unknown>> = [];
  let tokenUri = '';
  const standIn = await listen(async (req, res) => {
    const body = (await readBody(req)).toString();
    if (req.url === '/token') {
      const form = new URLSearchParams(body);
      const [head, claims, signature] = (form.get('assertion') ?? '').split('.') as [string, string, string];
      const valid =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        !!signature &&
        verify('RSA-SHA256', Buffer.from(`${head}.${claims}`), publicKey, Buffer.from(signature, 'base64url'));
      const payload = valid
        ? (JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>)
        : null;
      if (
        !payload ||
        payload.aud !== tokenUri ||
        payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging'
      ) {
        return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
      }
      assertions.push(payload);
      const token = randomBytes(12).toString('hex');
      accessTokens.add(token);
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: token, expires_in: 3599, token_type: 'Bearer' }));
    }
    if (req.url !== `/v1/projects/${projectId}/messages:send`) return void res.writeHead(404).end();
    if (!accessTokens.has(String(req.headers.authorization).replace(/^Bearer /, '')))
      return void res.writeHead(401).end('{"error":{"status":"UNAUTHENTICATED"}}');
    const { message } = JSON.parse(body) as {
      message: {
        token: string;
        notification: { title: string; body: string };
        webpush: { fcm_options: { link: string } };
      };
    };
    if (dead.has(message.token)) {
      const error = {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
        },
      };
      return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(error));
    }
    sent.push({ token: message.token, notification: message.notification, link: message.webpush.fcm_options.link });
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ name: `projects/${projectId}/messages/${randomBytes(4).toString('hex')}` }));
  });
  tokenUri = `${standIn.url}/token`;
  const serviceAccountJson = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    client_email: `push@${projectId}.iam.gserviceaccount.com`,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: tokenUri,
  });
  return {
    url: standIn.url,
    serviceAccountJson,
    sent,
    assertions,
    markDead: (token: string) => dead.add(token),
    close: standIn.close,
  };
}
