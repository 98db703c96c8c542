import { expect, test } from '../fixtures/test.ts';

/**
 * The demo host's /api-baidu proxy (scripts/serve.mjs) forwards only the visitor's city by IP, as
 * deploy/nginx does: a real host adds its maps key there, so any other request must stop at the host.
 */
test('the host forwards GET /api-baidu/location/ip and answers anything else 404 itself', async ({
  request,
}) => {
  const lookup = await request.get('/api-baidu/location/ip?coor=bd09ll');
  expect(lookup.status()).toBe(200);
  expect(lookup.headers()['content-type']).toContain('json');

  const refused = await Promise.all([
    request.get('/api-baidu/place/v2/search?query=bank&region=360'),
    request.get('/api-baidu/location/ipx'),
    request.get('/api-baidu/'),
    request.post('/api-baidu/location/ip', { data: { ip: '1.2.3.4' } }),
  ]);
  for (const response of refused) {
    expect(response.status(), response.url()).toBe(404);
    // The host's own plain answer, not the mock's (which answers an unknown path as JSON).
    expect(response.headers()['content-type'], response.url()).toContain('text/plain');
    expect(await response.text(), response.url()).toBe('Not Found\n');
  }
});
