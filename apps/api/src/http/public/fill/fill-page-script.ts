import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { ServerResponse } from 'node:http';
import { PageScript } from '../shared/page-script';

/**
 * The fill page's only script: it shows and hides questions whose condition depends on answers on the
 * same page, as the person answers. The page works without it (such a question is shown with a note
 * saying when it applies, and the server decides on each post); with it, a question whose condition
 * is false is hidden from the start. It follows the server's rules for each operator; an operand that
 * is hidden, blank or not a number where one is needed counts as unanswered, as it does on the server.
 */
export const FILL_PAGE_SCRIPT = `(function () {
  'use strict';
  var form = document.querySelector('form[method=post]');
  if (!form) return;
  var items = Array.prototype.slice.call(form.querySelectorAll('[data-visible-if]'));
  if (items.length === 0) return;
  var DECIMAL = /^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$/;
  function decimal(text) { return DECIMAL.test(text) ? Number(text) : NaN; }
  function answerOf(slug) {
    var controls = form.querySelectorAll('[name="' + slug + '"]');
    var values = [];
    for (var i = 0; i < controls.length; i++) {
      var control = controls[i];
      // Answers of other pages travel in hidden inputs outside any question; one inside a question is
      // a file the page already received, which answers that question.
      if (control.type === 'hidden' && !control.closest('.question')) continue;
      if (control.closest('[hidden]')) return [];
      if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
      var value = control.value.trim();
      if (value !== '') values.push(value);
    }
    return values;
  }
  function holds(condition) {
    var values = answerOf(condition.question);
    var text = values.join(', ');
    var kind = condition.kind;
    var operator = condition.operator;
    var value = condition.value === undefined ? '' : condition.value;
    var answered = values.length > 0 && !((kind === 'number' || kind === 'rating') && isNaN(decimal(text)));
    if (operator === 'is_answered') return answered;
    if (operator === 'is_not_answered') return !answered;
    var negative = operator === 'not_equals' || operator === 'not_contains';
    if (!answered) return negative;
    if (operator === 'equals' || operator === 'not_equals') {
      var same = kind === 'number' || kind === 'rating' ? decimal(text) === decimal(value) : text === value.trim();
      return same !== negative;
    }
    if (operator === 'contains' || operator === 'not_contains') {
      var found = kind === 'multiple_choice' ? values.indexOf(value) !== -1 : text.toLowerCase().indexOf(value.trim().toLowerCase()) !== -1;
      return found !== negative;
    }
    var order = kind === 'date' ? (text === value ? 0 : text < value ? -1 : 1) : decimal(text) - decimal(value);
    return operator === 'greater_than' ? order > 0 : order < 0;
  }
  function apply() {
    items.forEach(function (item) {
      var rule = JSON.parse(item.getAttribute('data-visible-if'));
      var results = rule.conditions.map(holds);
      var shown = rule.match === 'all' ? results.every(Boolean) : results.some(Boolean);
      item.hidden = !shown;
      if (item.hasAttribute('data-required')) {
        var controls = item.querySelectorAll('input:not([type=checkbox]), select, textarea');
        for (var i = 0; i < controls.length; i++) controls[i].required = shown;
      }
    });
  }
  apply();
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
})();
`;

const SCRIPT = new PageScript('fill-page.js', FILL_PAGE_SCRIPT);

export const FILL_PAGE_SCRIPT_PATH = SCRIPT.path;

/** Served by the service itself, from the page's own origin: the page's policy allows no other script. */
@ApiExcludeController()
@Controller()
export class FillPageScriptController {
  @Get('fill-page.js')
  script(@Res() response: ServerResponse): void {
    SCRIPT.send(response);
  }
}
