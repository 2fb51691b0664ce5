/** What a maintained parser makes of a `User-Agent` header; unknown parts are "". */
export interface ParsedUserAgent {
  name: string;
  version: string;
  operatingSystem: string;
  operatingSystemVersion: string;
  /** mobile, tablet, ...; "" when the parser names none. */
  deviceType: string;
  /** Vendor and model, such as "Apple iPhone". */
  deviceName: string;
}

export interface UserAgentParser {
  parse(header: string): ParsedUserAgent;
}
