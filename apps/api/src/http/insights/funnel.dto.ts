import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

@ApiSchema({ name: 'FunnelStep' })
export class FunnelStepDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The page, 1 for the first', example: 2 })
  page!: number;

  @ApiProperty({ type: 'string', description: "The page break's label; the form's title for page 1", example: 'Your visit' })
  title!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      'Page 1: the views of the fill page. A later page: the times a respondent was shown it after posting the page before it, ' +
      'once per visit however often they went Back and forward again; a page its conditions skipped is not reached.',
    example: 640,
  })
  reached!: number;
}

@ApiSchema({ name: 'FormFunnel' })
export class FormFunnelDto {
  @ApiProperty({ type: 'string', example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' })
  form_id!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'Start of the hours counted: since rounded down to the UTC hour', example: '2026-10-26T13:00:00Z' })
  since!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'End of the hours counted (exclusive): until rounded up to the UTC hour', example: '2026-11-25T14:00:00Z' })
  until!: string;

  @ApiProperty({ type: [FunnelStepDto], description: 'One per page of the form as it is now, in order; one for a form without page breaks' })
  steps!: FunnelStepDto[];

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Submissions made through the fill page in those hours (the JSON intake has no pages)', example: 410 })
  submitted!: number;
}

@ApiSchema({ name: 'FormFunnelEnvelope' })
export class FormFunnelEnvelopeDto {
  @ApiProperty({ type: FormFunnelDto })
  funnel!: FormFunnelDto;
}
