import { describe, expect, it } from 'vitest';
import { listenMessage, readPlayerJsMessage } from './player-js-message';

describe('player.js messages', () => {
  it('reads ready and timeupdate, as a JSON string or an object', () => {
    expect(readPlayerJsMessage('{"context":"player.js","version":"0.0.11","event":"ready","value":{}}')).toEqual({
      event: 'ready',
    });
    expect(
      readPlayerJsMessage(
        JSON.stringify({
          context: 'player.js',
          event: 'timeupdate',
          value: { seconds: 12.5, duration: 300 },
          listener: 'x',
        }),
      ),
    ).toEqual({ event: 'timeupdate', seconds: 12.5, duration: 300 });
    expect(
      readPlayerJsMessage({ context: 'player.js', event: 'timeupdate', value: { seconds: 1, duration: 2 } }),
    ).toEqual({ event: 'timeupdate', seconds: 1, duration: 2 });
  });

  it.each([
    'not json',
    '{"event":"timeupdate","value":{"seconds":1,"duration":2}}',
    '{"context":"player.js","event":"play"}',
    '{"context":"player.js","event":"timeupdate","value":{"seconds":"1","duration":2}}',
    '{"context":"player.js","event":"timeupdate"}',
    null,
    42,
  ])('ignores %j', (data) => {
    expect(readPlayerJsMessage(data)).toBeNull();
  });

  it('asks for an event with a listener id', () => {
    expect(JSON.parse(listenMessage('timeupdate', 'manara'))).toEqual({
      context: 'player.js',
      version: '0.0.11',
      method: 'addEventListener',
      value: 'timeupdate',
      listener: 'manara',
    });
  });
});
