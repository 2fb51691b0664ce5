import type { Provider } from '@nestjs/common';
import { ListActivity } from '@forms/application';
import { provide } from './provide';

/** Reading the activity log; entries are written by the use cases of the changes they record. */
export const activityProviders: Provider[] = [provide(ListActivity, ({ adapters }) => new ListActivity(adapters.activity))];
