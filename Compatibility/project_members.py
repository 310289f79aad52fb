#!/usr/bin/env python3
"""Which Swift files an app's Xcode project compiles into its app target, read from its
project.pbxproj, for corpus.tsv's `also` and `exclude` columns.

A folder in a repository is not a target: projects leave files out (an old copy kept beside
the new one, a file of the same name in two folders, a draft) and take files from elsewhere
(a shared model folder). Measured from the folder alone, such an app fails for a reason Xcode
never sees. This reads the target's sources build phase (file references resolved through the
group tree) or, in Xcode 16's synchronized folders, the folder minus its membership exceptions.

    python3 Compatibility/project_members.py            # rows whose columns disagree with their projects
    python3 Compatibility/project_members.py --fill     # write the differences into empty cells
"""
import argparse
import re
import subprocess
from pathlib import Path, PurePosixPath

from project_settings import rewrite_rows

ROOT = Path(__file__).resolve().parent.parent
TOKEN = re.compile(r'\s+|/\*.*?\*/|//[^\n]*|"(?:[^"\\]|\\.)*"|[{}()=;,]|[^\s{}()=;,"]+', re.S)


# Rows that measure one folder of a larger app as a target of its own on purpose (a gallery
# of independent demos): the app target's other folders are not theirs.
FOLDER_AS_TARGET = {"ChristmasTree", "ReactionAnimations", "SlideToCancel"}


def parse(text):
    """The OpenStep property list a project.pbxproj is, as dicts, lists and strings."""
    tokens = [t for t in TOKEN.findall(text) if t.strip() and not t.startswith(("/*", "//"))]
    position = 0

    def value():
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "{":
            result = {}
            while tokens[position] != "}":
                key = value()
                assert tokens[position] == "=", tokens[position]
                position += 1
                result[key] = value()
                if tokens[position] == ";":
                    position += 1
            position += 1
            return result
        if token == "(":
            result = []
            while tokens[position] != ")":
                result.append(value())
                if tokens[position] == ",":
                    position += 1
            position += 1
            return result
        if token.startswith('"'):
            return bytes(token[1:-1], "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")
        return token
    return value()


def members(text, project_folder):
    """For each application target: its name and the repository paths of the Swift files it compiles."""
    plist = parse(text)
    objects = plist["objects"]
    parent_path = {}  # object id → its folder, from the main group down

    def walk(identifier, folder):
        item = objects.get(identifier, {})
        tree = item.get("sourceTree", "<group>")
        own = item.get("path")
        if tree == "SOURCE_ROOT":
            base = project_folder
        elif tree == "<group>":
            base = folder
        else:
            base = None  # absolute, SDK-relative or build products: not in the repository
        here = None if base is None else (base / own if own else base)
        parent_path[identifier] = here
        for child in item.get("children", []):
            walk(child, here if here is not None else folder)
    project = objects[plist["rootObject"]]
    walk(project["mainGroup"], project_folder / project.get("projectDirPath", ""))

    targets = []
    for identifier in project.get("targets", []):
        target = objects[identifier]
        if target.get("isa") != "PBXNativeTarget" or not target.get("productType", "").endswith(".application"):
            continue
        files = set()
        for phase in target.get("buildPhases", []):
            if objects[phase].get("isa") != "PBXSourcesBuildPhase":
                continue
            for build_file in objects[phase].get("files", []):
                reference = objects.get(build_file, {}).get("fileRef")
                path = parent_path.get(reference)
                item = objects.get(reference, {})
                if path is None and item.get("sourceTree") == "SOURCE_ROOT":
                    path = project_folder / item.get("path", "")  # a reference outside every group
                if path is not None and str(path).endswith(".swift"):
                    files.add(str(path))
        # Xcode 16's synchronized folders: a folder in the target compiles all it holds but the
        # exceptions named for the target; a folder outside it compiles just those exceptions.
        in_target = set(target.get("fileSystemSynchronizedGroups", []))
        synchronized = []
        for group, item in objects.items():
            if item.get("isa") != "PBXFileSystemSynchronizedRootGroup" or parent_path.get(group) is None:
                continue
            folder = parent_path[group]
            named = set()
            for exception in item.get("exceptions", []):
                exception = objects.get(exception, {})
                if exception.get("target") == identifier:
                    named |= {str(folder / p) for p in exception.get("membershipExceptions", [])}
            if group in in_target:
                synchronized.append((str(folder), named))
            else:
                files |= {p for p in named if p.endswith(".swift")}
        targets.append((target.get("name", ""), files, synchronized))
    return targets


def normalise(path):
    parts = []
    for part in PurePosixPath(path).parts:
        if part == "..":
            parts.pop() if parts else None
        elif part != ".":
            parts.append(part)
    return "/".join(parts)


def compiled(repo, commit, folder):
    """(project, the Swift files its app target that builds the most of `folder` compiles), or None."""
    listing = subprocess.run(["git", "-C", str(repo), "ls-tree", "-r", "-z", "--name-only", commit],
                             capture_output=True, text=True).stdout.split("\0")
    swift = {f for f in listing if f.endswith(".swift")}
    best = None
    for project in (p for p in listing if p.endswith(".xcodeproj/project.pbxproj")):
        text = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{project}"], capture_output=True,
                              text=True).stdout
        try:
            targets = members(text, PurePosixPath(project).parent.parent)
        except (AssertionError, IndexError, KeyError, UnicodeDecodeError):
            continue
        for name, files, synchronized in targets:
            found = {normalise(f) for f in files}
            for root, left_out in synchronized:
                root = normalise(root)
                left = {normalise(p) for p in left_out}
                found |= {f for f in swift if (f.startswith(root + "/") or not root) and f not in left}
            if found - swift:
                continue  # the project names files the repository does not hold: it is stale, not a guide
            inside = sum(1 for f in found if f.startswith(folder + "/"))
            if inside and (best is None or inside > best[0]):
                best = (inside, project, found)
    return None if best is None else best[1:]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default=str(ROOT / "Compatibility" / "corpus.tsv"))
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--fill", action="store_true", help="write the differences into empty also/exclude cells")
    parser.add_argument("--only", nargs="*")
    args = parser.parse_args()

    def check(row):
        if args.only and row["name"] not in args.only:
            return
        repo = Path(args.mirrors) / row["repo"].replace("/", "+") / "repo"
        folder = row["path"].strip("/")
        result = compiled(repo, row["commit"], folder)
        if result is None:
            return
        project, found = result
        listing = subprocess.run(["git", "-C", str(repo), "ls-tree", "-r", "-z", "--name-only", row["commit"], "--", folder],
                                 capture_output=True, text=True).stdout.split("\0")
        in_folder = {f for f in listing if f.endswith(".swift") and not PurePosixPath(f).name.startswith("._")
                     and not any(p.endswith("Tests") for p in PurePosixPath(f).parts[:-1])}
        exclude = sorted(PurePosixPath(f).relative_to(folder).as_posix() for f in in_folder - found)
        also = sorted(f for f in found - in_folder if not f.startswith(folder + "/"))
        listed_also = [a.strip("/") for a in row["also"].split(";") if a.strip()]
        agrees = (set(exclude) == {x for x in row["exclude"].split(";") if x}
                  and all(any(f == a or f.startswith(a + "/") for a in listed_also) for f in also))
        if agrees or row["name"] in FOLDER_AS_TARGET:
            return
        print(f"{row['name']} ({project}):\n  exclude: {';'.join(exclude)}\n  also: {';'.join(also)}\n"
              f"  now: exclude={row['exclude']!r} also={row['also']!r}")
        if args.fill:
            if not row["exclude"] and exclude:
                row["exclude"] = ";".join(exclude)
            if not row["also"] and also:
                row["also"] = ";".join(also)
    rewrite_rows(args.corpus, check)


if __name__ == "__main__":
    main()
