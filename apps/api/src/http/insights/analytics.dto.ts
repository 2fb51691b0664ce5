import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

@ApiSchema({ name: 'AnalyticsDay' })
export class AnalyticsDayDto {
  @ApiProperty({ type: 'string', format: 'date', description: 'A UTC day, YYYY-MM-DD', example: '2026-10-26' })
  date!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Views of the fill page on that day, in the hours views_since to views_until', example: 120 })
  views!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Submissions created on that day within the range', example: 41 })
  submissions!: number;
}

@ApiSchema({ name: 'FormAnalytics' })
export class FormAnalyticsDto {
  @ApiProperty({ type: 'string', example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' })
  form_id!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'Start of the range (inclusive)', example: '2026-10-26T13:00:00Z' })
  since!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'End of the range (exclusive)', example: '2026-11-25T13:00:00Z' })
  until!: string;

  @ApiProperty({
    ...TIMESTAMP_PROPERTY,
    description: 'Start of the hours whose views are counted: since rounded down to the UTC hour',
    example: '2026-10-26T13:00:00Z',
  })
  views_since!: string;

  @ApiProperty({
    ...TIMESTAMP_PROPERTY,
    description: 'End of the hours whose views are counted (exclusive): until rounded up to the UTC hour (views_since for an empty range)',
    example: '2026-11-25T14:00:00Z',
  })
  views_until!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      'GET requests of the fill page that showed the form (not HEAD, prefetches, the thank-you page or error pages). ' +
      'Kept per UTC hour: the views of the hours from views_since to views_until. A view may show up to 10 seconds late.',
    example: 4210,
  })
  views!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Submissions created in the range, exact', example: 1520 })
  submissions!: number;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'The submissions created from views_since to views_until over views, rounded to 3 decimals; null without views. JSON submissions have no view, so it can exceed 1.',
    example: 0.361,
  })
  completion_rate!: number | null;

  @ApiProperty({ type: [AnalyticsDayDto], description: 'One per UTC day the range touches, oldest first, days without activity included' })
  days!: AnalyticsDayDto[];
}

@ApiSchema({ name: 'FormAnalyticsEnvelope' })
export class FormAnalyticsEnvelopeDto {
  @ApiProperty({ type: FormAnalyticsDto })
  analytics!: FormAnalyticsDto;
}
