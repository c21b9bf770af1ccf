//! `lawref refs --parse`: the references in a text as if it stood in a clause, with targets and
//! what the committed corpus has of them.

mod common;

use common::{lawref, root};

#[test]
fn refs_parse_prints_each_reference_with_its_target_and_status_as_json() {
    let o = lawref(
        &root(),
        &[
            "refs",
            "--parse",
            "przepisy 16 i 57A, przepisu 70, przepis 94, punktu B1 oraz przepisy 1657A",
            "--lang",
            "pl",
            "--edition",
            "2017",
            "--in",
            "68B",
            "--json",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let expect = r#"[
  {
    "text": "16",
    "target": "16",
    "status": "not-in-corpus"
  },
  {
    "text": "57A",
    "target": "57A",
    "status": "not-in-corpus"
  },
  {
    "text": "70",
    "target": "70",
    "status": "resolved"
  },
  {
    "text": "94",
    "target": "94",
    "status": "impossible"
  },
  {
    "text": "B1",
    "target": "68B1",
    "status": "resolved"
  },
  {
    "text": "1657A",
    "target": null,
    "status": "suspect"
  }
]
"#;
    assert_eq!(String::from_utf8_lossy(&o.stdout), expect);
}

#[test]
fn refs_parse_reads_cyrillic_letters_by_the_letters_scheme() {
    let run = |letters: Option<&str>| {
        let mut args = vec![
            "refs",
            "--parse",
            "согласно Правилу 68В2",
            "--lang",
            "ru",
            "--edition",
            "2007",
            "--in",
            "68A",
        ];
        if let Some(l) = letters {
            args.extend(["--letters", l]);
        }
        let o = lawref(&root(), &args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    assert_eq!(
        run(Some("alphabet")),
        "68В2           68C2           resolved\n"
    );
    assert_eq!(
        run(Some("look-alike")),
        "68В2           68B2           resolved\n"
    );
    assert_eq!(
        run(None),
        "68В2           68B2           resolved (ambiguous letter)\n"
    );
}
