import { Controller, Get, Res } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { ApiExcludeController } from '@nestjs/swagger';

// A checked form on the pages' blue, 32x32: an ICO holding one PNG, small enough to live in the code.
const FAVICON = Buffer.from(
  'AAABAAEAICAAAAEAIAC6AAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAgAAAAIAgGAAAAc3p69AAAAIFJREFUeNpjYMABZP1u/KcmZiAGUNtSkhxDL8uxOoLelmM4YmQ7gJAiSgFBR4w6YNQBw84B6Hrp6gBseunmAFx6qeYAfI4iVh/VHEDIApokQmLLd5rmAnLSC9UTIamJlSa5gJScQrNsSGw2Ha0LRh1AlXbhaLN8WPaOBl/ndKC65wCvUkzJyKuC3gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Browsers ask every host for /favicon.ico: answered here rather than with a 404 (which shows up as an
 * error on every public page), so the pages need no <link> to any resource.
 */
@ApiExcludeController()
@Controller()
export class FaviconController {
  @Get('favicon.ico')
  favicon(@Res() response: ServerResponse): void {
    response.statusCode = 200;
    response.setHeader('Content-Type', 'image/x-icon');
    response.setHeader('Cache-Control', 'public, max-age=86400');
    response.setHeader('Content-Length', FAVICON.length);
    response.end(FAVICON);
  }
}
