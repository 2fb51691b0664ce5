import { fieldValuesFromStored, responsesFromStored, toStoredUserAgent, userAgentFromStored } from './stored-submission-json';

describe('stored submission JSON', () => {
  const agent = {
    id: 'u1',
    name: 'Firefox',
    version: '133.0',
    ipAddress: '203.0.113.7',
    deviceName: 'ThinkPad X1',
    deviceType: 'desktop',
    operatingSystem: 'Windows',
    operatingSystemVersion: '11',
  };

  it('stores the user agent under the names the API shows and reads it back', () => {
    const stored = toStoredUserAgent(agent);
    expect(stored).toMatchObject({ ip_address: '203.0.113.7', device_name: 'ThinkPad X1', operating_system_version: '11' });
    expect(userAgentFromStored(stored)).toEqual(agent);
  });

  it('never hands on null or extra keys from the stored JSON', () => {
    const agentRead = userAgentFromStored({ ...toStoredUserAgent(agent), device_name: null, browser_engine: 'Gecko' } as never);
    expect(agentRead.deviceName).toBe('');
    expect(agentRead).not.toHaveProperty('browser_engine');
    const [response] = responsesFromStored([{ id: 'r1', label: 'Your name', position: 1, kind: 'short_text', slug: 'name', value: null, secret: 'x' } as never]);
    expect(response).toEqual({ id: 'r1', label: 'Your name', position: 1, kind: 'short_text', slug: 'name', value: '' });
    expect(fieldValuesFromStored([{ field: 'utm', value: 7 } as never])).toEqual([{ field: 'utm', value: '' }]);
  });
});
