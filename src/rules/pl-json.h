/* pl-json.h — a small strict JSON reader (and string writer) for
 * untrusted input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * The rules layer links GLib alone, so it reads JSON (EGN, the Euchre
 * Game Notation) with this reader rather than a library.  It reads RFC
 * 8259 exactly — no comments, no trailing commas, no single quotes, no
 * NaN — into a tree of PlJsonNode, within limits on size, depth, string
 * length and the number of values, and refuses everything else with a
 * message that says where: "12:5: …" (line and column, both from 1, the
 * column in characters) and the JSON path of the value being read, as in
 * "12:5: expected “,” or “]” after an element, in $.deals[3].phases".
 *
 * An object's members keep the order they were written in; a key written
 * twice in one object is an error.  Strings are valid UTF-8 without a NUL
 * character (\u0000 is refused: C strings cannot hold it).  A number
 * without fraction or exponent that fits a gint64 is an integer.
 */

typedef enum {
  PL_JSON_NULL,
  PL_JSON_BOOLEAN,
  PL_JSON_NUMBER,
  PL_JSON_STRING,
  PL_JSON_ARRAY,
  PL_JSON_OBJECT,
} PlJsonType;

typedef struct _PlJsonNode PlJsonNode;

typedef struct {
  char       *key;
  PlJsonNode *value;
} PlJsonMember;

struct _PlJsonNode {
  PlJsonType    type;
  guint         line;         /* where the value starts */
  guint         column;
  gboolean      boolean;
  gboolean      is_integer;
  gint64        integer;      /* when is_integer */
  gdouble       number;       /* every number */
  char         *string;
  gsize         length;       /* of string, in bytes */
  guint         n_children;
  PlJsonNode  **items;        /* an array's elements */
  PlJsonMember *members;      /* an object's members */
};

typedef struct {
  gsize max_size;             /* bytes of input */
  guint max_depth;            /* arrays and objects inside each other */
  gsize max_string;           /* bytes of one string, unescaped */
  guint max_values;           /* values in the whole text */
} PlJsonLimits;

/* The limits pl_json_parse() uses when given NULL. */
#define PL_JSON_MAX_SIZE   (8 * 1024 * 1024)
#define PL_JSON_MAX_DEPTH  64
#define PL_JSON_MAX_STRING (64 * 1024)
#define PL_JSON_MAX_VALUES 500000

#define PL_JSON_ERROR (pl_json_error_quark ())
GQuark pl_json_error_quark (void);

typedef enum {
  PL_JSON_ERROR_SYNTAX,       /* not JSON */
  PL_JSON_ERROR_ENCODING,     /* not UTF-8 */
  PL_JSON_ERROR_LIMIT,        /* too large, too deep, too many values */
} PlJsonErrorCode;

/* The tree of @text, or NULL and an error "LINE:COLUMN: what, in PATH". */
PlJsonNode       *pl_json_parse          (const char          *text,
                                          gsize                length,
                                          const PlJsonLimits  *limits,
                                          GError             **error);
void              pl_json_node_free      (PlJsonNode          *node);

/* The value of @key in an object, or NULL (also if @node is no object). */
const PlJsonNode *pl_json_object_get     (const PlJsonNode    *node,
                                          const char          *key);
/* "a string", "an object", … for messages (translated). */
const char       *pl_json_type_name      (PlJsonType           type);

/* Appends @text as a JSON string, quoted and escaped. */
void              pl_json_append_string  (GString             *out,
                                          const char          *text);
/* Appends @node as compact JSON (numbers as they were read: integers
 * exactly, others with 17 significant digits). */
void              pl_json_append_node    (GString             *out,
                                          const PlJsonNode    *node);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlJsonNode, pl_json_node_free)

G_END_DECLS
