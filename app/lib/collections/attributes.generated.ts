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
    },
    {
      "key": "language",
      "type": "string",
      "required": false,
      "array": false,
      "size": 16,
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
    },
    {
      "key": "flyer_file_id",
      "type": "string",
      "required": false,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "flyer_alt",
      "type": "string",
      "required": false,
      "array": false,
      "size": 1000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "flyer_width",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 1,
      "max": 100000,
      "default": null
    },
    {
      "key": "flyer_height",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 1,
      "max": 100000,
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
    },
    {
      "key": "return_key",
      "type": "string",
      "required": false,
      "array": false,
      "size": 32,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "return_index",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 0,
      "max": 50,
      "default": null
    },
    {
      "key": "room_questions",
      "type": "string",
      "required": false,
      "array": true,
      "size": 280,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "poll_question",
      "type": "string",
      "required": false,
      "array": false,
      "size": 300,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "poll_options",
      "type": "string",
      "required": false,
      "array": true,
      "size": 100,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "poll_totals",
      "type": "integer",
      "required": false,
      "array": true,
      "min": 0,
      "max": 100000,
      "default": null
    },
    {
      "key": "poll_state",
      "type": "string",
      "required": false,
      "array": false,
      "size": 16,
      "format": "enum",
      "elements": [
        "open",
        "closed"
      ],
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
  ],
  "club_questions": [
    {
      "key": "meeting_id",
      "type": "string",
      "required": true,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "text",
      "type": "string",
      "required": true,
      "array": false,
      "size": 280,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "status",
      "type": "string",
      "required": false,
      "array": false,
      "size": 16,
      "format": "enum",
      "elements": [
        "waiting",
        "held",
        "shown",
        "hidden",
        "answered"
      ],
      "default": null
    }
  ],
  "club_polls": [
    {
      "key": "meeting_id",
      "type": "string",
      "required": true,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "question",
      "type": "string",
      "required": true,
      "array": false,
      "size": 300,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "options",
      "type": "string",
      "required": true,
      "array": true,
      "size": 100,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "allows_several",
      "type": "boolean",
      "required": false,
      "array": false,
      "default": false
    },
    {
      "key": "hides_totals",
      "type": "boolean",
      "required": false,
      "array": false,
      "default": false
    },
    {
      "key": "status",
      "type": "string",
      "required": false,
      "array": false,
      "size": 16,
      "format": "enum",
      "elements": [
        "ready",
        "open",
        "closed"
      ],
      "default": null
    }
  ],
  "club_poll_votes": [
    {
      "key": "poll_id",
      "type": "string",
      "required": true,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "choices",
      "type": "integer",
      "required": true,
      "array": true,
      "min": 0,
      "max": 5,
      "default": null
    }
  ],
  "club_checkins": [
    {
      "key": "meeting_id",
      "type": "string",
      "required": true,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    }
  ],
  "club_room_screens": [
    {
      "key": "poll_id",
      "type": "string",
      "required": false,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "poll_question",
      "type": "string",
      "required": false,
      "array": false,
      "size": 300,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "poll_options",
      "type": "string",
      "required": false,
      "array": true,
      "size": 100,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "poll_state",
      "type": "string",
      "required": false,
      "array": false,
      "size": 16,
      "format": "enum",
      "elements": [
        "open",
        "closed"
      ],
      "default": null
    },
    {
      "key": "poll_allows_several",
      "type": "boolean",
      "required": false,
      "array": false,
      "default": false
    }
  ],
  "club_settings": [
    {
      "key": "school_name",
      "type": "string",
      "required": true,
      "array": false,
      "size": 120,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "school_initials",
      "type": "string",
      "required": true,
      "array": false,
      "size": 8,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "school_website",
      "type": "string",
      "required": true,
      "array": false,
      "size": 2000,
      "format": "url",
      "elements": [],
      "default": null
    },
    {
      "key": "club_name",
      "type": "string",
      "required": true,
      "array": false,
      "size": 120,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "meeting_day",
      "type": "string",
      "required": true,
      "array": false,
      "size": 120,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "meeting_place",
      "type": "string",
      "required": true,
      "array": false,
      "size": 120,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "time_zone",
      "type": "string",
      "required": true,
      "array": false,
      "size": 64,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "leaders_emails",
      "type": "string",
      "required": true,
      "array": true,
      "size": 254,
      "format": "email",
      "elements": [],
      "default": null
    },
    {
      "key": "co_leaders_emails",
      "type": "string",
      "required": false,
      "array": true,
      "size": 254,
      "format": "email",
      "elements": [],
      "default": null
    },
    {
      "key": "website_manager_email",
      "type": "string",
      "required": true,
      "array": false,
      "size": 254,
      "format": "email",
      "elements": [],
      "default": null
    },
    {
      "key": "quick_exit_url",
      "type": "string",
      "required": true,
      "array": false,
      "size": 2000,
      "format": "url",
      "elements": [],
      "default": null
    },
    {
      "key": "site_creator_name",
      "type": "string",
      "required": true,
      "array": false,
      "size": 120,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "site_creator_website",
      "type": "string",
      "required": true,
      "array": false,
      "size": 2000,
      "format": "url",
      "elements": [],
      "default": null
    },
    {
      "key": "mascot",
      "type": "string",
      "required": false,
      "array": false,
      "size": 255,
      "format": "enum",
      "elements": [
        "cardinal",
        "none",
        "image"
      ],
      "default": "cardinal"
    },
    {
      "key": "mascot_file_id",
      "type": "string",
      "required": false,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "mascot_alt",
      "type": "string",
      "required": false,
      "array": false,
      "size": 300,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "mascot_width",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 1,
      "max": 100000,
      "default": null
    },
    {
      "key": "mascot_height",
      "type": "integer",
      "required": false,
      "array": false,
      "min": 1,
      "max": 100000,
      "default": null
    },
    {
      "key": "accent_light",
      "type": "string",
      "required": false,
      "array": false,
      "size": 7,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "accent_dark",
      "type": "string",
      "required": false,
      "array": false,
      "size": 7,
      "format": "",
      "elements": [],
      "default": null
    }
  ],
  "club_guidelines": [
    {
      "key": "locale",
      "type": "string",
      "required": true,
      "array": false,
      "size": 16,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "texts",
      "type": "string",
      "required": true,
      "array": true,
      "size": 200,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "colours",
      "type": "string",
      "required": true,
      "array": true,
      "size": 16,
      "format": "enum",
      "elements": [
        "red",
        "orange",
        "yellow",
        "green",
        "blue",
        "purple"
      ],
      "default": null
    }
  ],
  "club_support_resources": [
    {
      "key": "locale",
      "type": "string",
      "required": true,
      "array": false,
      "size": 16,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "names",
      "type": "string",
      "required": true,
      "array": true,
      "size": 120,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "descriptions",
      "type": "string",
      "required": true,
      "array": true,
      "size": 1000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "reach",
      "type": "string",
      "required": true,
      "array": true,
      "size": 2000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "last_checked",
      "type": "string",
      "required": true,
      "array": true,
      "size": 10,
      "format": "",
      "elements": [],
      "default": null
    }
  ],
  "club_pages": [
    {
      "key": "slug",
      "type": "string",
      "required": true,
      "array": false,
      "size": 64,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "locale",
      "type": "string",
      "required": true,
      "array": false,
      "size": 16,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "title",
      "type": "string",
      "required": true,
      "array": false,
      "size": 200,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "description",
      "type": "string",
      "required": false,
      "array": false,
      "size": 300,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "body",
      "type": "string",
      "required": false,
      "array": false,
      "size": 60000,
      "format": "",
      "elements": [],
      "default": null
    }
  ],
  "club_settings_texts": [
    {
      "key": "locale",
      "type": "string",
      "required": true,
      "array": false,
      "size": 16,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "meeting_day",
      "type": "string",
      "required": false,
      "array": false,
      "size": 120,
      "format": "",
      "elements": [],
      "default": ""
    },
    {
      "key": "meeting_place",
      "type": "string",
      "required": false,
      "array": false,
      "size": 120,
      "format": "",
      "elements": [],
      "default": ""
    },
    {
      "key": "site_creator_name",
      "type": "string",
      "required": false,
      "array": false,
      "size": 120,
      "format": "",
      "elements": [],
      "default": ""
    }
  ],
  "club_versions": [
    {
      "key": "collection_id",
      "type": "string",
      "required": true,
      "array": false,
      "size": 64,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "document_id",
      "type": "string",
      "required": true,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "data",
      "type": "string",
      "required": true,
      "array": false,
      "size": 100000,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "author",
      "type": "string",
      "required": false,
      "array": false,
      "size": 255,
      "format": "",
      "elements": [],
      "default": null
    }
  ],
  "club_invitations": [
    {
      "key": "email",
      "type": "string",
      "required": false,
      "array": false,
      "size": 320,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "secret_hash",
      "type": "string",
      "required": true,
      "array": false,
      "size": 64,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "expire",
      "type": "datetime",
      "required": true,
      "array": false,
      "default": null
    },
    {
      "key": "used_at",
      "type": "datetime",
      "required": false,
      "array": false,
      "default": null
    },
    {
      "key": "inviter_id",
      "type": "string",
      "required": false,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "inviter_name",
      "type": "string",
      "required": false,
      "array": false,
      "size": 128,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "inviter_email",
      "type": "string",
      "required": false,
      "array": false,
      "size": 320,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "locale",
      "type": "string",
      "required": false,
      "array": false,
      "size": 8,
      "format": "",
      "elements": [],
      "default": null
    }
  ],
  "club_presenter_follows": [
    {
      "key": "meeting_id",
      "type": "string",
      "required": true,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "code_hash",
      "type": "string",
      "required": true,
      "array": false,
      "size": 64,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "token_hash",
      "type": "string",
      "required": false,
      "array": false,
      "size": 64,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "user_id",
      "type": "string",
      "required": true,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "created_by",
      "type": "string",
      "required": true,
      "array": false,
      "size": 36,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "expire",
      "type": "datetime",
      "required": true,
      "array": false,
      "default": null
    },
    {
      "key": "opened",
      "type": "boolean",
      "required": false,
      "array": false,
      "default": false
    },
    {
      "key": "ended",
      "type": "boolean",
      "required": false,
      "array": false,
      "default": false
    }
  ],
  "club_organiser_changes": [
    {
      "key": "time",
      "type": "datetime",
      "required": true,
      "array": false,
      "default": null
    },
    {
      "key": "action",
      "type": "string",
      "required": true,
      "array": false,
      "size": 16,
      "format": "enum",
      "elements": [
        "invited",
        "joined",
        "removed",
        "cancelled"
      ],
      "default": null
    },
    {
      "key": "actor_name",
      "type": "string",
      "required": false,
      "array": false,
      "size": 128,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "actor_email",
      "type": "string",
      "required": false,
      "array": false,
      "size": 320,
      "format": "",
      "elements": [],
      "default": null
    },
    {
      "key": "subject_email",
      "type": "string",
      "required": true,
      "array": false,
      "size": 320,
      "format": "",
      "elements": [],
      "default": null
    }
  ]
} as const;
