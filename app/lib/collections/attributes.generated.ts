// Generated from appwrite.json by `npm run typecheck` (cli/collections-typegen.ts). Do not edit:
// change appwrite.json and run it again. The site's document shapes are derived from this.

export const COLLECTION_ATTRIBUTES = {
  "club_meetings": [
    {
      "key": "title",
      "type": "string",
      "required": false,
      "array": false,
      "size": 255,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "start",
      "type": "datetime",
      "required": true,
      "array": false,
      "default": null
    },
    {
      "key": "end",
      "type": "datetime",
      "required": true,
      "array": false,
      "default": null
    },
    {
      "key": "location",
      "type": "string",
      "required": false,
      "array": false,
      "size": 255,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "canceled",
      "type": "boolean",
      "required": false,
      "array": false,
      "default": false
    },
    {
      "key": "location_on_request",
      "type": "boolean",
      "required": false,
      "array": false,
      "default": false
    },
    {
      "key": "accessibility_notes",
      "type": "string",
      "required": false,
      "array": false,
      "size": 500,
      "format": "",
      "elements": [],
      "default": null
    }
  ],
  "club_events": [
    {
      "key": "title",
      "type": "string",
      "required": false,
      "array": false,
      "size": 255,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "time",
      "type": "datetime",
      "required": true,
      "array": false,
      "default": null
    },
    {
      "key": "end",
      "type": "datetime",
      "required": false,
      "array": false,
      "default": null
    },
    {
      "key": "location",
      "type": "string",
      "required": false,
      "array": false,
      "size": 255,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "location_on_request",
      "type": "boolean",
      "required": false,
      "array": false,
      "default": false
    },
    {
      "key": "description",
      "type": "string",
      "required": false,
      "array": false,
      "size": 10000,
      "format": "",
      "elements": [],
      "default": null
    }
  ],
  "club_agendas": [
    {
      "key": "agenda_preview",
      "type": "string",
      "required": false,
      "array": false,
      "size": 5000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "question_1",
      "type": "string",
      "required": false,
      "array": false,
      "size": 1000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "question_2",
      "type": "string",
      "required": false,
      "array": false,
      "size": 1000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "question_3",
      "type": "string",
      "required": false,
      "array": false,
      "size": 1000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "quote_text",
      "type": "string",
      "required": false,
      "array": false,
      "size": 1000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "quote_author",
      "type": "string",
      "required": false,
      "array": false,
      "size": 255,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "everything_else",
      "type": "string",
      "required": false,
      "array": false,
      "size": 100000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "minutes_guidelines",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 1,
      "max": 180,
      "default": null
    },
    {
      "key": "minutes_agenda",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 1,
      "max": 180,
      "default": null
    },
    {
      "key": "minutes_circle_time",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 1,
      "max": 180,
      "default": null
    },
    {
      "key": "minutes_quote",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 1,
      "max": 180,
      "default": null
    },
    {
      "key": "minutes_extras",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 1,
      "max": 180,
      "default": null
    }
  ],
  "club_presenter_states": [
    {
      "key": "slide_key",
      "type": "string",
      "required": true,
      "array": false,
      "size": 32,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "slide_index",
      "type": "integer",
      "required": true,
      "array": false,
      "min": 0,
      "max": 50,
      "default": null
    },
    {
      "key": "timer_elapsed_ms",
      "type": "integer",
      "required": true,
      "array": false,
      "min": 0,
      "max": 86400000,
      "default": null
    },
    {
      "key": "timer_running_since",
      "type": "datetime",
      "required": false,
      "array": false,
      "default": null
    }
  ],
  "club_meeting_notes": [
    {
      "key": "notes",
      "type": "string",
      "required": false,
      "array": false,
      "size": 10000,
      "format": "",
      "elements": [],
      "default": null
    }
  ]
} as const;
