import type { ParsedUserAgent, UserAgentParser } from '@forms/application';
import { UAParser } from 'ua-parser-js';

/** ua-parser-js names browsers, systems and devices; its "Chrome Headless" is still Chrome. */
export class UaParserUserAgentParser implements UserAgentParser {
  parse(header: string): ParsedUserAgent {
    const result = new UAParser(header.slice(0, 1024)).getResult();
    const vendorAndModel = [result.device.vendor, result.device.model].filter((part): part is string => Boolean(part));
    return {
      name: result.browser.name ?? '',
      version: result.browser.version ?? '',
      operatingSystem: result.os.name ?? '',
      operatingSystemVersion: result.os.version ?? '',
      deviceType: result.device.type ?? '',
      deviceName: vendorAndModel.join(' '),
    };
  }
}
